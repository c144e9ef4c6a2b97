import Synchronization

extension ObservableType {
  /// A sequence whose subscription runs `subscribe` with an observer to send events to.
  ///
  /// Emits whatever `subscribe` sends, until the first terminal event; later events are
  /// ignored. Disposing the subscription, or a terminal event, disposes what `subscribe`
  /// returned.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    StatefulProducer(subscribe) { subscribe, observer in
      let sink = AnonymousSink(observer: observer)
      sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
      return sink
    }
  }
}

/// Forwards the events a `create` closure sends, stopping at the first terminal event.
///
/// The stop is claimed atomically, so of two terminal events sent from two threads at once
/// only one is delivered; debug builds also report the two threads (see
/// `SynchronizationTracker`).
@usableFromInline
final class AnonymousSink<Element>: Sink<Element> {
  @usableFromInline
  let stopped = Atomic<Bool>(false)
  @usableFromInline
  let tracker = SynchronizationTracker()

  @inlinable
  func on(_ event: Event<Element>) {
    #if DEBUG
      let entered = tracker.enter("the observer of a create closure")
      defer { if entered { tracker.leave() } }
    #endif
    switch event {
    case .next:
      if !stopped.load(ordering: .relaxed) { forward(event) }
    case .error, .completed:
      if !stopped.exchange(true, ordering: .acquiringAndReleasing) { forwardTerminal(event) }
    }
  }
}
