/// A value kept where reflection cannot reach it: the value lives only in a closure's
/// captures, and the closure takes a `Key`, a type only its owner can make.
///
/// A type that other plugins can see keeps its raw parts in a `Sealed`: the framework its
/// `Database`, `Settings` and `ServiceContainer` (with ``SealKey``, which only Trellis can
/// make), a plugin the store behind the service it provides (with a private key type of its
/// own). `Mirror(reflecting:)` shows the field, but as a function whose argument no one else
/// can name or make, so it can neither look inside it nor call it. Reaching the value
/// takes `unsafeBitCast` or the like: a deliberate act, which the trust model leaves to
/// trusted code (see the TrellisCore article "The trust model").
///
/// ```swift
/// private struct StoreKey {}  // Only this file can make one.
/// private let store: Sealed<TaskStore, StoreKey>
/// init(store: TaskStore) { self.store = Sealed(store, key: StoreKey.self) }
/// func add(_ title: String) { store.value(StoreKey()).add(title) }
/// ```
public struct Sealed<Value, Key>: @unchecked Sendable {
  // `@unchecked Sendable`: holds only the closure; the value's own thread safety applies
  // (every sealed value is `Sendable` or confined where it is used).
  private let open: (Key) -> Value

  /// Seals `value`, to be opened with a `Key`.
  public init(_ value: Value, key: Key.Type) {
    open = { _ in value }
  }

  /// The sealed value, for the one who can make a `key`.
  public func value(_ key: Key) -> Value {
    open(key)
  }
}

/// What opens the framework's ``Sealed`` values: a type only Trellis can make.
public struct SealKey {
  package init() {}
}

extension Sealed where Key == SealKey {
  /// Seals `value` for Trellis alone.
  package init(_ value: Value) {
    self.init(value, key: SealKey.self)
  }

  /// The value sealed for Trellis.
  package var value: Value {
    value(SealKey())
  }
}
