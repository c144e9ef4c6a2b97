import Synchronization

/// The subscription handed to the user by `subscribe(onNext:…)` and `subscribe(_:)`.
///
/// It remembers that the observer saw its terminal event (later events are ignored), runs
/// `onDisposed` once, and lets go of the operator chain when the sequence ends — so a
/// handler that captures the `DisposeBag` holding this subscription (or the object owning
/// that bag) does not keep the chain alive after completion.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the subscription, `onDisposed` and the
/// disposed flag; `stopped` is an `Atomic`.
@usableFromInline
final class LeafSubscription: Cancelable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline
    var subscription: Disposable?
    @usableFromInline
    var onDisposed: (() -> Void)?
    @usableFromInline
    var disposed = false

    @inlinable
    init(onDisposed: (() -> Void)?) {
      self.onDisposed = onDisposed
    }
  }

  @usableFromInline
  let stopped = Atomic<Bool>(false)
  @usableFromInline
  let state: Mutex<State>

  @inlinable
  init(onDisposed: (() -> Void)?) {
    state = Mutex(guarding: State(onDisposed: onDisposed))
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Whether the observer received its terminal event.
  @inlinable
  var isStopped: Bool {
    stopped.load(ordering: .relaxed)
  }

  /// Marks the terminal event; true only for the first caller.
  @inlinable
  func stop() -> Bool {
    !stopped.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Keeps `subscription`, or disposes it at once if this was already disposed.
  @inlinable
  func attach(_ subscription: Disposable) {
    let keep = state.criticalSection { state -> Bool in
      if state.disposed { return false }
      state.subscription = subscription
      return true
    }
    if !keep { subscription.dispose() }
  }

  @inlinable
  var isDisposed: Bool {
    state.criticalSection { $0.disposed }
  }

  /// Ends after the terminal event: runs `onDisposed` and lets go of the chain without
  /// disposing it, since operators dispose themselves after delivering a terminal event
  /// (and `do(afterCompleted:)` must still run before their `onDispose`).
  @inlinable
  func finish() {
    let onDisposed = state.criticalSection { state -> (() -> Void)? in
      if state.disposed { return nil }
      state.disposed = true
      state.subscription = nil
      return state.onDisposed.take()
    }
    onDisposed?()
  }

  /// Disposes the chain, then runs `onDisposed`; both once.
  @inlinable
  func dispose() {
    let taken = state.criticalSection { state -> (Disposable?, (() -> Void)?)? in
      if state.disposed { return nil }
      state.disposed = true
      return (state.subscription.take(), state.onDisposed.take())
    }
    guard let (subscription, onDisposed) = taken else { return }
    subscription?.dispose()
    onDisposed?()
  }
}
