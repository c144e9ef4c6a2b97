import Synchronization

/// Holds one disposable at a time: setting a new one disposes the previous; after
/// `dispose()`, anything set is disposed at once.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the held disposable and the disposed
/// flag.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private struct State {
    var current: Disposable?
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

  /// The held disposable; setting it disposes the one it replaces.
  public var disposable: Disposable {
    get {
      state.criticalSection { $0.current } ?? Disposables.create()
    }
    set {
      let previous = state.criticalSection { state -> Disposable? in
        if state.isDisposed { return newValue }
        let previous = state.current
        state.current = newValue
        return previous
      }
      previous?.dispose()
    }
  }

  /// Disposes the held disposable and every one set afterwards.
  public func dispose() {
    let current = state.criticalSection { state -> Disposable? in
      if state.isDisposed { return nil }
      state.isDisposed = true
      return state.current.take()
    }
    current?.dispose()
  }
}
