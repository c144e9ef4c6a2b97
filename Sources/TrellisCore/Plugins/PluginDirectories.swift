import Foundation
import TrellisServices

/// A plugin's own folders (``PluginContext/directories``): one for data it keeps and one
/// for what it can make again, inside the app's folders but apart from the app's files
/// (its database, settings and secrets) and from the other plugins'.
public struct PluginDirectories: Sendable, Equatable {
  /// Where the plugin keeps its data: `<app data>/plugin-data/<id>`.
  public let data: URL
  /// Where the plugin keeps what it can make again: `<app cache>/plugin-cache/<id>`.
  public let cache: URL

  /// The folders of `pluginID` in the app's `directories`, made when missing.
  ///
  /// - Throws: Foundation's error when a folder cannot be made.
  init(app directories: AppDirectories, pluginID: String) throws {
    MainThreadIO.check("PluginDirectories (making a plugin's folders)")
    data = directories.dataDirectory.appendingPathComponent("plugin-data", isDirectory: true)
      .appendingPathComponent(pluginID, isDirectory: true)
    cache = directories.cacheDirectory.appendingPathComponent("plugin-cache", isDirectory: true)
      .appendingPathComponent(pluginID, isDirectory: true)
    for folder in [data, cache] {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
  }
}
