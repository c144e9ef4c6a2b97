/// A resource that can be released: a subscription, a scheduled action, a timer.
public protocol Disposable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}

/// A `Disposable` that can tell whether it was disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}
