import Synchronization
import TrellisRx

/// The services an app offers to its plugins, by typed key: the app registers HTTP,
/// storage, settings and the like before loading plugins; plugins resolve what their
/// manifests require and may provide services of their own (see ``PluginContext``).
///
/// Thread-safe: any thread may register and resolve.
///
/// `@unchecked Sendable`: `services` (a `Mutex`) guards the registrations.
public final class ServiceContainer: @unchecked Sendable {
  private let services = Mutex<[String: Any]>([:])
  /// Why a service the app meant to offer could not be made, by name.
  private let unavailable = Mutex<[String: String]>([:])

  /// An empty container.
  public init() {}

  /// Registers `value` under `key`, replacing what was there.
  public func register<Value>(_ key: ServiceKey<Value>, _ value: Value) {
    services.criticalSection { $0[key.name] = value }
    _ = unavailable.criticalSection { $0.removeValue(forKey: key.name) }
  }

  /// Records that the service under `key` could not be made, and why (`reason`: the
  /// service's own error, "the file … is read-only"). Nothing is registered under it; a
  /// plugin that requires it is left out with this reason, and resolving it throws
  /// ``ServiceError/unavailable(name:reason:)``.
  public func registerUnavailable<Value>(_ key: ServiceKey<Value>, reason: String) {
    services.criticalSection { _ = $0.removeValue(forKey: key.name) }
    unavailable.criticalSection { $0[key.name] = reason }
  }

  /// Why the service named `name` could not be made, or nil when it was not recorded as
  /// unavailable.
  public func unavailableReason(name: String) -> String? {
    unavailable.criticalSection { $0[name] }
  }

  /// The service under `key`.
  ///
  /// - Throws: ``ServiceError/missing(name:)`` when nothing is registered under the key's
  ///   name (``ServiceError/unavailable(name:reason:)`` when it could not be made), ``ServiceError/wrongType(name:expected:actual:)`` when something else is.
  public func resolve<Value>(_ key: ServiceKey<Value>) throws -> Value {
    let stored = services.criticalSection { $0[key.name] }
    guard let stored else {
      if let reason = unavailableReason(name: key.name) {
        throw ServiceError.unavailable(name: key.name, reason: reason)
      }
      throw ServiceError.missing(name: key.name)
    }
    guard let value = stored as? Value else {
      throw ServiceError.wrongType(
        name: key.name, expected: String(describing: Value.self),
        actual: String(describing: type(of: stored)))
    }
    return value
  }

  /// The service under `key`, or nil when none (or one of another type) is registered.
  public func resolveIfPresent<Value>(_ key: ServiceKey<Value>) -> Value? {
    try? resolve(key)
  }

  /// Whether a service is registered under `name`.
  public func contains(name: String) -> Bool {
    services.criticalSection { $0[name] != nil }
  }

  /// The names of the registered services, sorted.
  public var names: [String] {
    services.criticalSection { Array($0.keys) }.sorted()
  }

  /// Removes the service registered under `name`, if any (the host uses this to roll back a
  /// plugin that failed to load).
  public func remove(name: String) {
    _ = services.criticalSection { $0.removeValue(forKey: name) }
  }
}
