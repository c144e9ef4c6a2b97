import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an app keeps its files, following the XDG base directory specification.
///
/// - data: `$XDG_DATA_HOME/<app>`, or `~/.local/share/<app>` when the variable is unset,
///   empty or not an absolute path (the database lives here);
/// - config: `$XDG_CONFIG_HOME/<app>`, or `~/.config/<app>` (settings.json and the
///   `secrets` folder live here);
/// - cache: `$XDG_CACHE_HOME/<app>`, or `~/.cache/<app>` (downloaded pictures and other
///   files that can be fetched or made again live here).
///
/// Or all in one folder the user names (``init(app:folder:)``, the demo's `--data-dir`):
/// data and config in it, the cache in its `cache` subfolder.
///
/// Nothing is created on disk (but that one folder); the services that write there create
/// the folders. Hand the same value to `Database(directories:)`, `Settings(directories:)`
/// and whatever else keeps files, so that one place decides where they go.
public struct AppDirectories: Sendable, Equatable {
  /// The app's name, used as the folder name.
  public let app: String
  /// The app's data folder.
  public let dataDirectory: URL
  /// The app's configuration folder.
  public let configDirectory: URL
  /// The app's cache folder.
  public let cacheDirectory: URL

  /// Works out the folders of `app` from `environment` (the process's environment by
  /// default).
  ///
  /// - Throws: `AppDirectoriesError.invalidAppName` when `app` is empty, `.` or `..`, or
  ///   holds a `/` or a control character; `AppDirectoriesError.noHomeDirectory` when the
  ///   XDG variable is unusable and no home folder can be found.
  package init(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    try AppDirectories.validate(app: app)
    self.app = app
    let data = try AppDirectories.base(
      variable: "XDG_DATA_HOME", fallback: ".local/share", environment: environment)
    let config = try AppDirectories.base(
      variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    let cache = try AppDirectories.base(
      variable: "XDG_CACHE_HOME", fallback: ".cache", environment: environment)
    dataDirectory = data.appendingPathComponent(app, isDirectory: true)
    configDirectory = config.appendingPathComponent(app, isDirectory: true)
    cacheDirectory = cache.appendingPathComponent(app, isDirectory: true)
  }

  /// Keeps everything of `app` in `folder` (relative to the current folder unless
  /// absolute): the data and config folders are `folder` itself, the cache folder is
  /// `folder/cache`. `folder` is created (mode 0700, with its parents) when missing.
  ///
  /// - Throws: `AppDirectoriesError.invalidAppName` for an unusable app name;
  ///   `AppDirectoriesError.unusableFolder` when `folder` cannot be created, is not a
  ///   folder, or cannot be written.
  package init(app: String, folder: String) throws {
    try AppDirectories.validate(app: app)
    MainThreadIO.check("AppDirectories.init(app:folder:)")
    let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    do {
      try FolderAccess.create(root.path)
      try FolderAccess.checkWritable(root.path)
    } catch let error as FolderAccessError {
      throw AppDirectoriesError.unusableFolder(path: error.path, reason: error.reason)
    }
    self.app = app
    dataDirectory = root
    configDirectory = root
    cacheDirectory = root.appendingPathComponent("cache", isDirectory: true)
  }

  /// Refuses names that cannot be a single folder name.
  static func validate(app: String) throws {
    let forbidden = app.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0 == "\u{7F}" }
    if app.isEmpty || app == "." || app == ".." || forbidden {
      throw AppDirectoriesError.invalidAppName(app)
    }
  }

  /// `$variable` when it is an absolute path, else `<home>/<fallback>`.
  static func base(
    variable: String, fallback: String, environment: [String: String]
  ) throws -> URL {
    if let value = environment[variable], value.hasPrefix("/") {
      return URL(fileURLWithPath: value, isDirectory: true)
    }
    let home = try homeDirectory(environment: environment)
    return home.appendingPathComponent(fallback, isDirectory: true)
  }

  /// `$HOME` when it is an absolute path, else the home folder in the user database.
  ///
  /// - Throws: `AppDirectoriesError.noHomeDirectory` when neither gives one.
  public static func homeDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> URL {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    if let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir {
      let path = String(cString: directory)
      if path.hasPrefix("/") {
        return URL(fileURLWithPath: path, isDirectory: true)
      }
    }
    throw AppDirectoriesError.noHomeDirectory
  }

  /// The home folder's path: ``homeDirectory(environment:)``'s, else Foundation's.
  public static var homePath: String {
    (try? homeDirectory().path) ?? NSHomeDirectory()
  }

  /// `path` as a user writes it, with a leading `~` (alone or before `/`) replaced by
  /// `home`.
  public static func expandingHome(_ path: String, home: String = homePath) -> String {
    path == "~" || path.hasPrefix("~/") ? home + path.dropFirst() : path
  }
}
