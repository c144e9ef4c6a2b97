import TrellisServices

/// TrellisCore: plugins, routes, screens, navigation and the app shell.
public enum TrellisCore {
  /// This build of Trellis: its semantic version (written once, as `TrellisServices.version`,
  /// which the HTTP client's `User-Agent` sends too) and the plugin API it offers.
  /// `--version`, the Plugins page and the manifest check read it.
  public static let version = TrellisVersion(semantic: TrellisServices.version, pluginAPI: 1)

  /// The plugin API version this build offers (``TrellisVersion/pluginAPI`` of
  /// ``version``); a manifest's `apiVersion` range must hold it.
  public static var pluginAPIVersion: Int { version.pluginAPI }
}
