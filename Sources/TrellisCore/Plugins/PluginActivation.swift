/// What a plugin gets in ``Plugin/activate(in:)``, once every plugin registered: the
/// services it may resolve and what all the loaded plugins registered.
public struct PluginActivation {
  /// The manifest of the plugin being activated.
  public let manifest: PluginManifest
  /// The services the plugin may resolve: those its manifest declares (the same view as
  /// ``PluginContext/services`` during registration).
  public let services: ServiceResolver
  /// The routes, commands, tabs and provided services of every loaded plugin.
  public let registry: PluginRegistry

  /// An activation of the plugin `manifest` describes.
  public init(manifest: PluginManifest, services: ServiceResolver, registry: PluginRegistry) {
    self.manifest = manifest
    self.services = services
    self.registry = registry
  }

  /// The plugin's id.
  public var pluginID: String {
    manifest.id
  }
}
