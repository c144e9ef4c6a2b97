extension ObservableType {
  /// Collects every element into an array, emitted as a `Single` when the source completes.
  ///
  /// Succeeds with the elements in order (an empty array for an empty source) when the
  /// source completes; fails with the source's error, dropping what was collected.
  /// Disposing disposes the source subscription.
  public func toArray() -> Single<[Element]> {
    let source = asObservable()
    return Single(
      raw: Producer { observer in
        let sink = ToArraySink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
      })
  }
}

/// Appends elements until completion, then emits the array.
final class ToArraySink<Element>: Sink<[Element]>, ObserverType {
  @exclusivity(unchecked)
  private var elements: [Element] = []

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      elements.append(value)
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forward(.next(elements))
      forwardTerminal(.completed)
    }
  }
}
