extension ObservableType {
  /// Turns every event of the source, terminal ones included, into an element.
  ///
  /// Emits `.next(event)` for each source event; after the source's `error` or `completed`
  /// (emitted as an element) it completes. It never errors. Disposing the subscription
  /// disposes the source subscription.
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Producer { observer in
      let sink = MaterializeSink<Element>(observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

final class MaterializeSink<Element>: Sink<Event<Element>>, ObserverType {
  func on(_ event: Event<Element>) {
    forward(.next(event))
    if event.isStopEvent {
      forwardTerminal(.completed)
    }
  }
}
