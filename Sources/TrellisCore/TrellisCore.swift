/// TrellisCore: plugins, routes, screens, navigation and the app shell.
public enum TrellisCore {
  /// The plugin API version this build of Trellis offers; a plugin's manifest names the
  /// version it was built for, and the host refuses a mismatch.
  public static let pluginAPIVersion = 1
}
