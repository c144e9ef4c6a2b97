/// Who a plugin is and what it needs: its id (used in routes, configuration and
/// `--plugins`), a display name and version, the plugin API versions it works with, and
/// the plugins and services it requires.
///
/// ```swift
/// PluginManifest(
///   id: "photos", displayName: "Photos", version: "1.0.0", apiVersion: 1...1,
///   requiredServices: [.key(.settings), .key(.http)], optionalServices: [.key(.notifier)])
/// ```
public struct PluginManifest: Hashable, Sendable {
  /// A short unique id: lowercase letters, digits and single hyphens, starting with a
  /// letter, at most 64 characters (like `tasks` or `repo-search`); see ``isValidID(_:)``.
  public var id: String
  /// Route prefixes the plugin claims besides its id, like `["help"]` or `["shared/notes"]`:
  /// literal paths under which it may register routes. Empty (the default) means the plugin
  /// registers `<id>` and `<id>/…` only. A route that overlaps another plugin's is refused
  /// whatever the plugin claims.
  public var routePrefixes: [String] = []
  /// The environment variables the plugin's secrets may fall back to, like
  /// `["GITHUB_TOKEN"]` (see ``PluginSettings/secret(_:fallbackVariables:)``): a plugin reads
  /// no other variable through its settings. Its own `<APP>_<ID>_<KEY>` variables need no
  /// entry.
  public var secretVariables: [String] = []
  /// The name shown to users, like "Tasks".
  public var displayName: String
  /// The plugin's own version, like `1.2.0`.
  public var version: String
  /// The Trellis plugin API versions the plugin works with; the host refuses a plugin
  /// whose range does not hold ``TrellisVersion/pluginAPI`` of ``TrellisCore/version``.
  public var apiVersion: ClosedRange<Int>
  /// The ids of plugins that must load before this one.
  public var requiredPlugins: [String]
  /// The services that must be in the container when the plugin registers (registered by
  /// the app, or provided by a required plugin); the plugin may resolve them.
  public var requiredServices: [AnyServiceKey]
  /// The services the plugin uses when the app has them; it may resolve them too. A
  /// service in neither list cannot be resolved by the plugin or its screens.
  public var optionalServices: [AnyServiceKey]

  /// A manifest. `apiVersion` is required: the plugin API versions the plugin was built
  /// and tested against, like `1...1`.
  public init(
    id: String, displayName: String, version: String, apiVersion: ClosedRange<Int>,
    requiredPlugins: [String] = [], requiredServices: [AnyServiceKey] = [],
    optionalServices: [AnyServiceKey] = [], routePrefixes: [String] = [],
    secretVariables: [String] = []
  ) {
    self.id = id
    self.displayName = displayName
    self.version = version
    self.apiVersion = apiVersion
    self.requiredPlugins = requiredPlugins
    self.requiredServices = requiredServices
    self.optionalServices = optionalServices
    self.routePrefixes = routePrefixes
    self.secretVariables = secretVariables
  }

  /// The names of every service the plugin may resolve.
  var declaredServiceNames: Set<String> {
    Set((requiredServices + optionalServices).map(\.name))
  }

  /// Whether `id` is a valid plugin id: 1 to 64 lowercase letters, digits and single
  /// hyphens, starting with a letter and not ending with a hyphen (`repo-search`). The
  /// same rule names the plugin's database namespace (`repo_search`) and settings
  /// variables, so each follows from the id one-to-one.
  public static func isValidID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, id.unicodeScalars.count <= 64,
      ("a"..."z").contains(first), !id.hasSuffix("-"), !id.contains("--")
    else { return false }
    return id.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
  }

  private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
