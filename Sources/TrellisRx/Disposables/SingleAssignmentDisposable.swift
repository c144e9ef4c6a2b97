import Synchronization

/// Holds a disposable that is set exactly once, possibly after `dispose()` was already
/// called — in which case it is disposed as soon as it is set.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the disposable and both flags.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private struct State {
    var disposable: Disposable?
    var isSet = false
    var isDisposed = false
  }

  private let state = Mutex(State())

  /// An empty holder.
  public init() {
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool {
    state.criticalSection { $0.isDisposed }
  }

  /// Sets the held disposable. Setting it twice is a programming error and traps.
  public func setDisposable(_ disposable: Disposable) {
    let disposeNow = state.criticalSection { state -> Bool in
      precondition(!state.isSet, "SingleAssignmentDisposable.setDisposable was called twice")
      state.isSet = true
      if state.isDisposed { return true }
      state.disposable = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    let current = state.criticalSection { state -> Disposable? in
      if state.isDisposed { return nil }
      state.isDisposed = true
      return state.disposable.take()
    }
    current?.dispose()
  }
}
