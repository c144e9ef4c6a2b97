/// TrellisCore: plugins, routes, screens, navigation and the app shell.
public enum TrellisCore {
  /// This build of Trellis: its semantic version and the plugin API it offers. The one
  /// place both are written; `--version`, the Plugins page and the manifest check read it.
  public static let version = TrellisVersion(major: 0, minor: 9, patch: 0, pluginAPI: 1)

  /// The plugin API version this build offers (``TrellisVersion/pluginAPI`` of
  /// ``version``); a manifest's `apiVersion` range must hold it.
  public static var pluginAPIVersion: Int { version.pluginAPI }
}
