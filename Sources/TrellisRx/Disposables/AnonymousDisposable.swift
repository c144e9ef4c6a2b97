import Synchronization

/// Runs a closure the first time it is disposed, and releases the closure.
///
/// `@unchecked Sendable`: `action` (a `Mutex`) guards the closure, which is taken out once.
@usableFromInline
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  @usableFromInline
  let action: Mutex<(() -> Void)?>

  @inlinable
  init(_ action: @escaping () -> Void) {
    self.action = Mutex(guarding: action)
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  @inlinable
  var isDisposed: Bool {
    action.criticalSection { $0 == nil }
  }

  @inlinable
  func dispose() {
    let run = action.criticalSection { slot -> (() -> Void)? in
      return slot.take()
    }
    run?()
  }
}
