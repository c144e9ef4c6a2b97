import Foundation
import TrellisCore
import TrellisImages
import TrellisRx
import TrellisServices

/// A photo gallery over an Unsplash-compatible API or a local folder, built on the seed's
/// paged collection whose cells load their picture when displayed (see the PhotoGallery
/// article).
public struct PhotoGalleryPlugin: Plugin {
  /// Who the plugin is, and what it needs.
  public let manifest = PluginManifest(
    id: "photos", displayName: "Photos", version: "1.0.0",
    requiredServices: ["trellis.settings", "trellis.http", "trellis.notifier"])

  /// The plugin.
  public init() {}

  /// Registers the routes, the tab and the commands.
  public func register(in context: PluginContext) throws {
  }
}
