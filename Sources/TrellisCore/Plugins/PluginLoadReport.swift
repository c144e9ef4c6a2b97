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
    /// The library it came from, for a dynamic plugin; nil for one built into the app.
    public let file: String?

    /// An entry for the plugin `manifest` with `status`, from the library `file` if it is
    /// a dynamic plugin.
    public init(manifest: PluginManifest, status: Status, file: String? = nil) {
      self.init(
        id: manifest.id, displayName: manifest.displayName, version: manifest.version,
        status: status, file: file)
    }

    init(id: String, displayName: String, version: String, status: Status, file: String?) {
      self.id = id
      self.displayName = displayName
      self.version = version
      self.status = status
      self.file = file
    }
  }

  /// Every plugin the app listed, in the app's order.
  public let entries: [Entry]
  /// The ids of the loaded plugins, in the order they registered (requirements first).
  public let loadOrder: [String]
  /// The plugin libraries refused before they made a plugin (see ``DynamicPluginLoader``).
  public let refusedLibraries: [DynamicPlugins.Refused]

  /// A report of `entries`, loaded in `loadOrder`, and of the libraries refused.
  public init(
    entries: [Entry], loadOrder: [String], refusedLibraries: [DynamicPlugins.Refused] = []
  ) {
    self.entries = entries
    self.loadOrder = loadOrder
    self.refusedLibraries = refusedLibraries
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
  /// `disabled` or `failed: <reason>` (with `from <file>` for a dynamic plugin); then a line
  /// per refused library: its file name and `refused: <reason>`. Control characters are
  /// shown as `?`.
  public var lines: [String] {
    let rows =
      entries.map { entry -> [String] in
        var status: String
        switch entry.status {
        case .loaded: status = "loaded"
        case .disabled: status = "disabled"
        case .failed(let error): status = "failed: \(error.message)"
        }
        if let file = entry.file { status += " (from \(file))" }
        return [entry.id, entry.version, entry.displayName, status].map(RouteCoding.printable)
      }
      + refusedLibraries.map { refused in
        [
          Self.fileName(refused.file), "-", refused.isFolder ? "plugin folder" : "plugin library",
          "refused: \(refused.error)",
        ]
        .map(RouteCoding.printable)
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

  /// The last component of `path`.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}

extension PluginLoadReport {
  /// This report with the files of `dynamicPlugins`' loaded plugins and its refused
  /// libraries.
  func adding(_ dynamicPlugins: DynamicPlugins) -> PluginLoadReport {
    let files = Dictionary(
      dynamicPlugins.loaded.map { ($0.plugin.manifest.id, $0.file) },
      uniquingKeysWith: { a, _ in a })
    let entries = self.entries.map { entry in
      Entry(
        id: entry.id, displayName: entry.displayName, version: entry.version,
        status: entry.status, file: files[entry.id])
    }
    return PluginLoadReport(
      entries: entries, loadOrder: loadOrder,
      refusedLibraries: refusedLibraries + dynamicPlugins.refused)
  }

  /// The same report with the plugins in `reasons` failed for the reason given (left out
  /// after they loaded) and gone from the load order.
  func leavingOut(_ reasons: [String: PluginError]) -> PluginLoadReport {
    let entries = self.entries.map { entry in
      guard let reason = reasons[entry.id] else { return entry }
      return Entry(
        id: entry.id, displayName: entry.displayName, version: entry.version,
        status: .failed(reason), file: entry.file)
    }
    return PluginLoadReport(
      entries: entries, loadOrder: loadOrder.filter { reasons[$0] == nil },
      refusedLibraries: refusedLibraries)
  }
}
