import Foundation
import TrellisServices

/// The database quotas the user set, in the shell's settings section (`trellis`):
/// `databaseQuotaMiB`, every plugin's quota in MiB (256 by default), and
/// `databaseQuotasMiB`, quotas for single plugins by plugin id (`{"repo-search": 1024}`).
///
/// ```json
/// { "trellis": { "databaseQuotaMiB": 128, "databaseQuotasMiB": { "photo-gallery": 1024 } } }
/// ```
///
/// A value that is not a whole number of MiB from 1 up is left out, with a problem to show.
struct DatabaseQuotaSettings {
  /// The key of every plugin's quota.
  static let quotaKey = "databaseQuotaMiB"
  /// The key of the quotas of single plugins.
  static let quotasKey = "databaseQuotasMiB"

  /// The database options with the quotas applied.
  private(set) var options = DatabaseOptions()
  /// What could not be used, for the status bar.
  private(set) var problems: [String] = []

  /// Reads the quotas from `settings`.
  init(settings: Settings) {
    let section = settings.section(ShellPlugin.id)
    let mebibyte = 1_024 * 1_024
    let ceiling = Int.max / mebibyte
    do {
      let quota = try section.get(Self.quotaKey, default: options.limits.namespaceQuota / mebibyte)
      if (1...ceiling).contains(quota) {
        options.limits.namespaceQuota = quota * mebibyte
      } else {
        problems.append(Self.problem(Self.quotaKey, "\(quota) is not a size"))
      }
    } catch {
      problems.append(Self.problem(Self.quotaKey, "\(error)"))
    }
    do {
      let quotas = try section.get(Self.quotasKey, default: [String: Int]())
      for (plugin, quota) in quotas.sorted(by: { $0.key < $1.key }) {
        guard (1...ceiling).contains(quota),
          let namespace = try? DatabaseNamespace.name(forPluginID: plugin)
        else {
          problems.append(
            Self.problem(
              Self.quotasKey, "\"\(plugin)\": \(quota) is not a plugin id with a size"))
          continue
        }
        options.limits.quotas[namespace] = quota * mebibyte
      }
    } catch {
      problems.append(Self.problem(Self.quotasKey, "\(error)"))
    }
  }

  /// The message for a setting that could not be used.
  private static func problem(_ key: String, _ reason: String) -> String {
    "The setting trellis.\(key) was left out (\(reason)): give whole MiB from 1 up, such as "
      + "256; the default quota applies."
  }
}
