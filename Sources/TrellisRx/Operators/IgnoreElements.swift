extension ObservableType {
  /// Drops every element, keeping only the end of the sequence.
  ///
  /// Emits no element (its element type is `Never`); completes and errors with the source.
  /// Disposing disposes the source subscription.
  public func ignoreElements() -> Observable<Never> {
    let source = asObservable()
    return Producer { observer in
      let sink = IgnoreElementsSink<Element>(observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Forwards only the terminal event.
final class IgnoreElementsSink<SourceElement>: Sink<Never>, ObserverType {
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
