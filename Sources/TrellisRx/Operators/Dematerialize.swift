extension ObservableType where Element: EventConvertible {
  /// Turns elements that are events back into events: the reverse of `materialize()`.
  ///
  /// An element holding `next` is emitted as an element; one holding `error` or `completed`
  /// ends the sequence with that event and disposes the source subscription. The source's
  /// own `error` and `completed` are forwarded too. Disposing the subscription disposes the
  /// source subscription.
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DematerializeSink<Element>(observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, ObserverType {
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let inner = element.event
      if inner.isStopEvent {
        forwardTerminal(inner)
      } else {
        forward(inner)
      }
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
