import Synchronization

/// A `SingleAssignmentDisposable` stored inline in its owner: holds one disposable, set
/// once; disposing it disposes what it holds, and setting it after that disposes the new
/// one at once.
///
/// A value that cannot be copied, so an operator that keeps one subscription this way
/// allocates nothing for it.
@usableFromInline
struct DisposableSlot: ~Copyable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline
    var disposable: Disposable?
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
      if state.isDisposed { return true }
      state.disposable = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes what the slot holds, once, and lets go of it.
  @inlinable
  borrowing func dispose() {
    let held = state.criticalSection { state -> Disposable? in
      state.isDisposed = true
      return state.disposable.take()
    }
    held?.dispose()
  }
}
