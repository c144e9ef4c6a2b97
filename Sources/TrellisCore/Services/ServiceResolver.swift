import TrellisServices

/// A read-only view of the app's services: what a plugin (and the screens its routes
/// make) can resolve. It cannot register, replace or remove anything.
///
/// A plugin's resolver answers only the keys its manifest declares (`requiredServices`,
/// `optionalServices`) and those it provides itself; any other key is an error naming the
/// manifest, so a plugin cannot reach a service it did not declare. The raw `Database` and
/// `Settings` are the app's alone: plugins use ``PluginContext/database`` (their own
/// namespace) and ``PluginContext/settings`` (their own section and secrets). The app's
/// own resolver answers every key; only the app and the framework can make one.
///
/// The container is sealed: `Mirror(reflecting:)` on a resolver does not reach it.
public struct ServiceResolver {
  /// The container the services live in, sealed.
  private let sealedContainer: Sealed<ServiceContainer, SealKey>
  /// The names this resolver answers; nil for every name.
  let allowed: Set<String>?
  /// The plugin the resolver belongs to, for messages; nil for the app.
  let pluginID: String?

  /// The names no plugin may resolve: the raw database and settings, the app's folders.
  static let appOnlyNames: Set<String> = [
    ServiceKey.database.name, ServiceKey.settings.name, ServiceKey.appDirectories.name,
  ]

  /// A resolver of every service in `container` (the app's own view).
  package init(_ container: ServiceContainer) {
    sealedContainer = Sealed(container)
    allowed = nil
    pluginID = nil
  }

  /// A resolver for `pluginID` answering only `allowed`.
  init(_ container: ServiceContainer, allowed: Set<String>, pluginID: String) {
    sealedContainer = Sealed(container)
    self.allowed = allowed
    self.pluginID = pluginID
  }

  /// The container the services live in.
  var container: ServiceContainer {
    sealedContainer.value
  }

  /// The service under `key`.
  ///
  /// - Throws: ``ServiceError/undeclared(name:plugin:)`` when the plugin's manifest does
  ///   not list the key, ``ServiceError/appOnly(name:plugin:)`` for the raw database or
  ///   settings,
  ///   ``ServiceError/missing(name:)`` when nothing is registered under it,
  ///   ``ServiceError/wrongType(name:expected:actual:)`` when something else is.
  ///
  /// A plugin's resolver gives it the app's notifier posting under the plugin's id, so the
  /// Messages screen says where each message came from.
  public func resolve<Value>(_ key: ServiceKey<Value>) throws -> Value {
    try check(key.name)
    let value = try container.resolve(key)
    if let pluginID, let notifier = value as? AppNotifier,
      let scoped = notifier.posting(as: pluginID) as? Value
    {
      return scoped
    }
    return value
  }

  /// The service under `key`, or nil when none is registered (or the key is not one this
  /// resolver answers).
  public func resolveIfPresent<Value>(_ key: ServiceKey<Value>) -> Value? {
    try? resolve(key)
  }

  /// Whether a service named `name` is registered and this resolver answers it.
  public func contains(name: String) -> Bool {
    (try? check(name)) != nil && container.contains(name: name)
  }

  /// Refuses names the plugin may not resolve.
  private func check(_ name: String) throws {
    guard let allowed, let pluginID else { return }
    if Self.appOnlyNames.contains(name) {
      throw ServiceError.appOnly(name: name, plugin: pluginID)
    }
    guard allowed.contains(name) else {
      throw ServiceError.undeclared(name: name, plugin: pluginID)
    }
  }
}
