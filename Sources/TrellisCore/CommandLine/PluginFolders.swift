import Foundation
import TrellisServices

/// The folders an app built with ``AppCommandLine`` loads dynamic plugins from, in order:
///
/// 1. the user's plugins folder, `$XDG_DATA_HOME/<app>/plugins` (made when missing), or
///    `DIR/plugins` with `--data-dir DIR`;
/// 2. the folders of the `pluginFolders` setting in the `trellis` section: a folder or a
///    list of them, `~` for the home folder;
/// 3. each `--plugin-dir DIR`.
///
/// A run that keeps away from the user's data (headless, `--list-plugins`) still loads the
/// user's plugins: it reads the plugins folder and the setting, and writes neither. A folder
/// named twice (or through a symbolic link) is read once. A bad setting or a folder it names
/// that is missing is a ``problems`` line, and the app runs without it; a `--plugin-dir` that
/// is not a folder is a mistake on the command line.
struct PluginFolders {
  /// The folders, each once.
  var folders: [String] = []
  /// What to warn about.
  var problems: [String] = []

  /// The settings key, in the `trellis` section.
  static let key = "pluginFolders"

  /// The folders for a run with `options`, whose services use `directories` and `settings`;
  /// `user` are the user's own folders when the run keeps away from them.
  ///
  /// - Throws: ``AppUsageError`` for a `--plugin-dir` that is not a folder.
  init(
    options: AppOptions, directories: AppDirectories, settings: Settings, user: AppDirectories?
  ) throws {
    for folder in options.pluginDirectories where !Self.isFolder(folder) {
      throw AppUsageError(description: "--plugin-dir: no folder at \(folder); check the path")
    }
    let own = (user ?? directories).dataDirectory.appendingPathComponent("plugins").path
    if user == nil {
      try? FileManager.default.createDirectory(
        atPath: own, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    var configured: [String] = []
    let section = settings.section(ShellPlugin.id)
    let source = section.source(of: Self.key)
    if let user, options.configFile == nil, source == .defaultValue {
      // The user's settings file, read as it is: opening it as Settings could rewrite it.
      let file = user.configDirectory.appendingPathComponent(Settings.defaultFileName)
      let json = (try? Data(contentsOf: file)).flatMap {
        try? JSONSerialization.jsonObject(with: $0)
      }
      let value = ((json as? [String: Any])?[ShellPlugin.id] as? [String: Any])?[Self.key]
      configured = read(value)
    } else if source != .defaultValue {
      // A list first: the variable overriding the file may hold one in JSON.
      if let list = try? section.get(Self.key, default: [String]()) {
        configured = read(list)
      } else if let one = try? section.get(Self.key, default: "") {
        configured = read(one)
      } else {
        problems.append(Self.badSetting)
      }
    }
    for folder in configured where !Self.isFolder(folder) {
      problems.append(
        "The plugin folder \(folder) (the trellis.\(Self.key) setting) is not there; "
          + "no plugins were loaded from it.")
    }
    var seen = Set<String>()
    for folder in [own] + configured + options.pluginDirectories {
      let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
      if seen.insert(real).inserted { folders.append(folder) }
    }
  }

  /// The folders `value` names (nil: none), with `~` for the home folder; a value of
  /// another kind is a problem.
  private mutating func read(_ value: Any?) -> [String] {
    let folders: [String]
    switch value {
    case nil: return []
    case let one as String: folders = one.isEmpty ? [] : [one]
    case let list as [Any] where list.allSatisfy({ $0 is String }): folders = list as! [String]
    default:
      problems.append(Self.badSetting)
      return []
    }
    let expanded = folders.map { AppDirectories.expandingHome($0) }
    // A relative folder would depend on where the app was started: code from anywhere.
    for folder in expanded where !folder.hasPrefix("/") {
      problems.append(
        "The plugin folder \(folder) (the trellis.\(Self.key) setting) is not a full path "
          + "(/… or ~/…); it was left out.")
    }
    return expanded.filter { $0.hasPrefix("/") }
  }

  private static let badSetting =
    "The trellis.\(key) setting must be a folder (\"~/plugins\") or a list of folders "
    + "([\"~/plugins\", \"/opt/plugins\"]); it was left out."

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
