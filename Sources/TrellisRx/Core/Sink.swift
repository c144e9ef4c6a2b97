import Synchronization

/// The per-subscription state of an operator: the downstream observer, the upstream
/// subscription, and a disposed flag that stops forwarding.
///
/// A sink is its own `Disposable`: disposing it disposes the upstream subscription once
/// and then calls `disposeResources()` for whatever else the operator holds. A terminal
/// event forwarded with `forwardTerminal(_:)` disposes the sink after delivery.
@usableFromInline
class Sink<Element>: Disposable, Cancelable {
  @usableFromInline
  let observer: AnyObserver<Element>
  @usableFromInline
  let disposedFlag = Atomic<Bool>(false)
  @usableFromInline
  let upstream = Mutex<Disposable?>(nil)

  @inlinable
  init(observer: AnyObserver<Element>) {
    self.observer = observer
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Whether the sink was disposed, by its owner or after a terminal event.
  @inlinable
  var isDisposed: Bool {
    disposedFlag.load(ordering: .relaxed)
  }

  /// Forwards `event` unless the sink is disposed.
  @inlinable
  final func forward(_ event: Event<Element>) {
    if !disposedFlag.load(ordering: .relaxed) {
      observer.on(event)
    }
  }

  /// Forwards a terminal `event` unless disposed, then disposes the sink.
  @inlinable
  final func forwardTerminal(_ event: Event<Element>) {
    if !disposedFlag.load(ordering: .relaxed) {
      observer.on(event)
      dispose()
    }
  }

  /// Passes `event` on unchanged: forwards an element, and forwards a terminal event and
  /// then disposes the sink. The whole `on(_:)` of an operator that only passes events on.
  @inlinable
  final func relay(_ event: Event<Element>) {
    if event.isStopEvent {
      forwardTerminal(event)
    } else {
      forward(event)
    }
  }

  /// Stores the upstream subscription; if the sink is already disposed it is disposed now.
  @inlinable
  final func setUpstream(_ disposable: Disposable) {
    let disposeNow = upstream.criticalSection { slot -> Bool in
      if disposedFlag.load(ordering: .acquiring) { return true }
      slot = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the upstream subscription and lets go of it, leaving the sink alive: for an
  /// operator that carries on after its first source ended (so what that source captured is
  /// released). Does nothing if no upstream is stored.
  @inlinable
  final func releaseUpstream() {
    let subscription = upstream.criticalSection { slot -> Disposable? in
      return slot.take()
    }
    subscription?.dispose()
  }

  /// Disposes the upstream subscription and the operator's resources, exactly once.
  @inlinable
  func dispose() {
    if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
    let subscription = upstream.criticalSection { slot -> Disposable? in
      return slot.take()
    }
    subscription?.dispose()
    disposeResources()
  }

  /// Releases what the operator holds beyond the upstream subscription. Called once.
  @inlinable
  func disposeResources() {}
}
