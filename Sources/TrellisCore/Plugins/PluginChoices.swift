import TrellisRx
import TrellisServices

/// Which plugins the user turned off for the next start, kept in the app's settings
/// (`disabledPlugins` in the `trellis` section, a list of ids). ``App`` leaves those
/// plugins out when it starts; the Plugins screen turns them on and off.
///
/// ```json
/// { "trellis": { "disabledPlugins": ["photos"] } }
/// ```
public final class PluginChoices {
  /// The settings key of the list.
  public static let key = "disabledPlugins"
  /// The settings section it is in: the shell's.
  public static let section = "trellis"

  /// The section written to; nil when the app has no settings (choices then last only
  /// for the session, and the screen says so).
  private let settings: SettingsSection?
  /// The ids to leave out at the next start.
  public private(set) var disabledAtNextStart: Set<String>

  /// The choices in `settings` (none without settings, or when the list cannot be read).
  public init(settings: Settings?) {
    self.settings = settings?.section(Self.section)
    disabledAtNextStart = Set((try? self.settings?.get(Self.key, default: [String]())) ?? [])
  }

  /// Whether the choices are kept for the next start.
  public var isKept: Bool {
    settings != nil
  }

  /// Turns the plugin `id` off for the next start (or on, when `enabled`) and saves the
  /// list off the main thread; the `Completable` fails with the settings' error.
  public func set(_ id: String, enabled: Bool) -> Completable {
    if enabled { disabledAtNextStart.remove(id) } else { disabledAtNextStart.insert(id) }
    guard let settings else { return .empty() }
    return settings.saving(Self.key, disabledAtNextStart.sorted())
  }
}
