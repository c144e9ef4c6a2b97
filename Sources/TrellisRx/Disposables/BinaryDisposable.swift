import Synchronization

/// Disposes two disposables, once.
///
/// `@unchecked Sendable`: `pair` (a `Mutex`) guards the two disposables.
@usableFromInline
final class BinaryDisposable: Cancelable, @unchecked Sendable {
  @usableFromInline
  let pair: Mutex<(Disposable, Disposable)?>

  @inlinable
  init(_ disposable1: Disposable, _ disposable2: Disposable) {
    pair = Mutex(guarding: (disposable1, disposable2))
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  @inlinable
  var isDisposed: Bool {
    pair.criticalSection { $0 == nil }
  }

  @inlinable
  func dispose() {
    let taken = pair.criticalSection { slot -> (Disposable, Disposable)? in
      return slot.take()
    }
    if let (first, second) = taken {
      first.dispose()
      second.dispose()
    }
  }
}
