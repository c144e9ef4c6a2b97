/// Who a plugin is and what it needs: its id (used in routes, configuration and
/// `--plugins`), a display name and version, the plugin API version it was built for, and
/// the plugins and services it requires.
public struct PluginManifest: Hashable, Sendable {
  /// A short unique id: lowercase letters, digits, `-`, `_` and `.`, starting with a
  /// letter or digit, at most 64 characters (like `tasks` or `repo-search`).
  public var id: String
  /// Route prefixes the plugin claims besides its id, like `["help"]` or `["shared/notes"]`:
  /// literal paths under which it may register routes. Empty (the default) means the plugin
  /// registers `<id>` and `<id>/…` only. A route that overlaps another plugin's is refused
  /// whatever the plugin claims.
  public var routePrefixes: [String] = []
  /// The name shown to users, like "Tasks".
  public var displayName: String
  /// The plugin's own version, like `1.2.0`.
  public var version: String
  /// The Trellis plugin API version the plugin was built for; the host refuses a plugin
  /// whose version differs from ``TrellisCore/pluginAPIVersion``.
  public var apiVersion: Int
  /// The ids of plugins that must load before this one.
  public var requiredPlugins: [String]
  /// The names of services (``ServiceKey/name``) that must be in the container when the
  /// plugin registers: registered by the app, or provided by a required plugin.
  public var requiredServices: [String]

  /// A manifest; `apiVersion` defaults to the version this Trellis offers.
  public init(
    id: String, displayName: String, version: String,
    apiVersion: Int = TrellisCore.pluginAPIVersion,
    requiredPlugins: [String] = [], requiredServices: [String] = []
  ) {
    self.id = id
    self.displayName = displayName
    self.version = version
    self.apiVersion = apiVersion
    self.requiredPlugins = requiredPlugins
    self.requiredServices = requiredServices
  }

  /// Whether `id` is a valid plugin id.
  public static func isValidID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, id.unicodeScalars.count <= 64,
      isLowerAlphanumeric(first)
    else { return false }
    return id.unicodeScalars.allSatisfy {
      isLowerAlphanumeric($0) || "-_.".unicodeScalars.contains($0)
    }
  }

  private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
