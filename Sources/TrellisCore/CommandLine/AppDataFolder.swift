import Foundation
import TrellisServices

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one run of an app keeps its files — the database, the settings (unless
/// `--config` names a file) and the caches — decided here and nowhere else:
///
/// - with `--data-dir DIR`, in DIR (created when missing), for every kind of run;
/// - for `--headless`, `--list-plugins` and `--list-routes` without it, in a fresh
///   temporary folder that is removed when the run ends, so a script or a test never
///   reads or changes the user's data;
/// - otherwise in the XDG folders: `$XDG_DATA_HOME/<app>` (the database),
///   `$XDG_CONFIG_HOME/<app>` (settings) and `$XDG_CACHE_HOME/<app>`.
struct AppDataFolder {

  /// The folders the app's services use.
  let directories: AppDirectories
  /// The temporary folder made for this run, removed by `removeTemporaryFolder()`; nil when
  /// the run uses the user's folders or `--data-dir`.
  let temporaryFolder: String?

  /// The folder for a run of `app` with `options`.
  ///
  /// - Throws: `AppUsageError` when `--data-dir` cannot be used or no temporary folder
  ///   can be made; `AppDirectoriesError` when no home folder is found.
  static func choose(app: String, options: AppOptions, environment: [String: String]) throws
    -> AppDataFolder
  {
    if let folder = options.dataDirectory {
      do {
        return AppDataFolder(
          directories: try AppDirectories(app: app, folder: folder), temporaryFolder: nil)
      } catch let error as AppDirectoriesError {
        throw AppUsageError(description: "--data-dir: \(error)")
      }
    }
    guard options.leavesUserDataAlone else {
      return AppDataFolder(
        directories: try AppDirectories(app: app, environment: environment),
        temporaryFolder: nil)
    }
    let folder = try makeTemporaryFolder(app: app, environment: environment)
    do {
      return AppDataFolder(
        directories: try AppDirectories(app: app, folder: folder), temporaryFolder: folder)
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      throw error
    }
  }

  /// Removes the temporary folder, if this run made one. Close the database first.
  func removeTemporaryFolder() {
    guard let temporaryFolder else { return }
    try? FileManager.default.removeItem(atPath: temporaryFolder)
  }

  /// A new, empty folder (mode 0700) in `$TMPDIR`, or in /tmp.
  private static func makeTemporaryFolder(app: String, environment: [String: String]) throws
    -> String
  {
    let base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    let trimmed = base.hasSuffix("/") && base.count > 1 ? String(base.dropLast()) : base
    var template = Array("\(trimmed)/\(app)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let made else {
      throw AppUsageError(
        description: "no temporary data folder could be made in \(trimmed): "
          + "\(String(cString: strerror(errno))); set TMPDIR to a folder you may write to, "
          + "or give --data-dir DIR")
    }
    return made
  }
}

extension AppOptions {
  /// Whether this run keeps away from the user's data: a headless run and the lists use a
  /// temporary folder unless `--data-dir` names one.
  var leavesUserDataAlone: Bool {
    headlessSize != nil || action == .listPlugins || action == .listRoutes
  }
}
