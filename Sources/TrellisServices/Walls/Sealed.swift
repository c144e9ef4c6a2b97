/// A value kept where reflection cannot reach it: the value lives only in a closure's
/// captures, and the closure takes a ``SealKey``, a type only this package can name.
///
/// A type a plugin can see keeps its raw parts (the app's `Database`, `Settings`,
/// `ServiceContainer`) in a `Sealed`: `Mirror(reflecting:)` shows the field, but as a
/// function of a type a plugin cannot write, so it can neither look inside it nor call it.
/// Reaching the value takes `unsafeBitCast` or the like: a deliberate act, which the trust
/// model leaves to trusted code (see the TrellisCore article "Trust model").
package struct Sealed<Value>: @unchecked Sendable {
  // `@unchecked Sendable`: holds only the closure; the value's own thread safety applies
  // (every sealed value is `Sendable` or confined where it is used).
  private let open: (SealKey) -> Value

  /// Seals `value`.
  package init(_ value: Value) {
    open = { _ in value }
  }

  /// The sealed value.
  package var value: Value {
    open(SealKey())
  }
}

/// What opens a ``Sealed`` value: a type only the package can name.
package struct SealKey {
  package init() {}
}
