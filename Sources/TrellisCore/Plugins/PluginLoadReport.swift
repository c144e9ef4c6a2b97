/// What happened to each plugin an app listed: loaded, disabled by configuration, or
/// failed and why. The Plugins screen shows it; `--list-plugins` prints ``lines``.
public struct PluginLoadReport: Equatable, Sendable, CustomStringConvertible {
  /// What happened to one plugin.
  public enum Status: Equatable, Sendable {
    /// It registered and is part of the app.
    case loaded
    /// Configuration disabled it; it was not asked to register.
    case disabled
    /// It was left out, for the reason given.
    case failed(PluginError)
  }

  /// One plugin and its status.
  public struct Entry: Equatable, Sendable {
    /// The plugin's id.
    public let id: String
    /// The plugin's display name.
    public let displayName: String
    /// The plugin's version.
    public let version: String
    /// What happened to it.
    public let status: Status

    /// An entry for the plugin `manifest` with `status`.
    public init(manifest: PluginManifest, status: Status) {
      self.id = manifest.id
      self.displayName = manifest.displayName
      self.version = manifest.version
      self.status = status
    }
  }

  /// Every plugin the app listed, in the app's order.
  public let entries: [Entry]
  /// The ids of the loaded plugins, in the order they registered (requirements first).
  public let loadOrder: [String]

  /// A report of `entries`, loaded in `loadOrder`.
  public init(entries: [Entry], loadOrder: [String]) {
    self.entries = entries
    self.loadOrder = loadOrder
  }

  /// The loaded plugins.
  public var loaded: [Entry] {
    entries.filter { $0.status == .loaded }
  }

  /// The plugins disabled by configuration.
  public var disabled: [Entry] {
    entries.filter { $0.status == .disabled }
  }

  /// The plugins that failed, each with its reason.
  public var failed: [(entry: Entry, error: PluginError)] {
    entries.compactMap {
      if case .failed(let error) = $0.status { return ($0, error) }
      return nil
    }
  }

  /// The status of the plugin `id` (the first one listed with that id), if it was listed.
  public func status(of id: String) -> Status? {
    entries.first { $0.id == id }?.status
  }

  /// One line per plugin, columns aligned: id, version, display name, and `loaded`,
  /// `disabled` or `failed: <reason>`. Control characters are shown as `?`.
  public var lines: [String] {
    let rows = entries.map { entry -> [String] in
      let status: String
      switch entry.status {
      case .loaded: status = "loaded"
      case .disabled: status = "disabled"
      case .failed(let error): status = "failed: \(error.message)"
      }
      return [entry.id, entry.version, entry.displayName, status].map(Self.printable)
    }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      (0..<3).map { row[$0].padding(toLength: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
    }
  }

  /// The lines, joined by newlines.
  public var description: String {
    lines.joined(separator: "\n")
  }

  private static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { RouteCoding.isControl($0) ? "?" : $0 }))
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
