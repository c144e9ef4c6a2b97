extension ObservableType {
  /// Pairs each element with its index, counting from 0.
  ///
  /// Emits one pair per source element; completes and errors with the source. Should the
  /// index overflow `Int`, emits `RxError.overflow` and disposes the source subscription.
  /// Disposing the subscription disposes the source subscription.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    let source = asObservable()
    return Producer { observer in
      let sink = EnumeratedSink<Element>(observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, ObserverType {
  @exclusivity(unchecked)
  var nextIndex = 0

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let index = nextIndex
      let (following, overflow) = index.addingReportingOverflow(1)
      if overflow {
        forwardTerminal(.error(RxError.overflow))
        return
      }
      nextIndex = following
      forward(.next((index: index, element: element)))
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
