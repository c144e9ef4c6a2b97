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
    Producer { observer in
      let sink = AnonymousSink(observer: observer)
      sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
      return sink
    }
  }
}

/// Forwards the events a `create` closure sends, stopping at the first terminal event.
@usableFromInline
final class AnonymousSink<Element>: Sink<Element> {
  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forward(event)
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
