import Synchronization

/// Disposes the underlying disposable only when it was disposed itself and every
/// dependent disposable handed out by `retain()` was disposed too (used by `window` and
/// `groupBy`, whose inner sequences keep the source alive).
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the disposable, the primary's flag and
/// the count.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
  private struct State {
    var disposable: Disposable?
    var primaryDisposed = false
    var count = 0
  }

  private let state: Mutex<State>

  /// Wraps `disposable`.
  public init(disposable: Disposable) {
    state = Mutex(guarding: State(disposable: disposable))
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Whether the underlying disposable was released.
  public var isDisposed: Bool {
    state.criticalSection { $0.disposable == nil }
  }

  /// A dependent disposable that keeps the underlying one alive until it is disposed.
  public func retain() -> Disposable {
    let alive = state.criticalSection { state -> Bool in
      guard state.disposable != nil else { return false }
      state.count += 1
      return true
    }
    guard alive else { return Disposables.create() }
    return Disposables.create { [self] in release() }
  }

  private func release() {
    let toDispose = state.criticalSection { state -> Disposable? in
      state.count -= 1
      guard state.primaryDisposed, state.count == 0 else { return nil }
      return state.disposable.take()
    }
    toDispose?.dispose()
  }

  /// Marks the primary as disposed; the underlying disposable goes once no dependent remains.
  public func dispose() {
    let toDispose = state.criticalSection { state -> Disposable? in
      guard !state.primaryDisposed else { return nil }
      state.primaryDisposed = true
      guard state.count == 0 else { return nil }
      return state.disposable.take()
    }
    toDispose?.dispose()
  }
}
