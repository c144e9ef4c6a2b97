import Synchronization

/// Holds one disposable, set once; disposing the slot disposes what it holds, and setting
/// it after that disposes the new one at once. Setting it twice is a programming error and
/// traps.
///
/// A value that cannot be copied, stored inline in its owner: an operator that keeps one
/// subscription this way allocates nothing for it. `SingleAssignmentDisposable` is this
/// slot as an object. Thread-safe: its `Mutex` guards the state.
@usableFromInline
struct DisposableSlot: ~Copyable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline
    var disposable: Disposable?
    @usableFromInline
    var isSet = false
    @usableFromInline
    var isDisposed = false

    @inlinable
    init() {}
  }

  @usableFromInline
  let state = Mutex(State())

  @inlinable
  init() {}

  /// Whether `dispose()` was called.
  @inlinable
  var isDisposed: Bool {
    state.criticalSection { $0.isDisposed }
  }

  /// Holds `disposable`, or disposes it now if the slot was disposed.
  @inlinable
  borrowing func set(_ disposable: Disposable) {
    let disposeNow = state.criticalSection { state -> Bool in
      precondition(!state.isSet, "a single-assignment disposable was set twice")
      state.isSet = true
      if state.isDisposed { return true }
      state.disposable = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes what the slot holds, now or when it is set, once, and lets go of it.
  @inlinable
  borrowing func dispose() {
    let held = state.criticalSection { state -> Disposable? in
      if state.isDisposed { return nil }
      state.isDisposed = true
      return state.disposable.take()
    }
    held?.dispose()
  }
}
