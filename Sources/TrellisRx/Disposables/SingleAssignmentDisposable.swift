/// Holds a disposable that is set exactly once, possibly after `dispose()` was already
/// called — in which case it is disposed as soon as it is set. Setting it twice is a
/// programming error and traps.
///
/// `@unchecked Sendable`: `slot` guards its own state.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private let slot = DisposableSlot()

  /// An empty holder.
  public init() {
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool {
    slot.isDisposed
  }

  /// Sets the held disposable.
  public func setDisposable(_ disposable: Disposable) {
    slot.set(disposable)
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    slot.dispose()
  }
}
