extension ObservableType {
  /// Emits the last `count` elements of the source, when it completes.
  ///
  /// Keeps the latest `count` elements and emits nothing until the source completes; then
  /// emits them in order and completes. Errors with the source, dropping what it kept.
  /// Disposing disposes the source subscription. A negative `count` is a programming error
  /// and traps.
  public func takeLast(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "takeLast(_:) needs a count of 0 or more, not \(count)")
    let source = asObservable()
    return Producer { observer in
      let sink = TakeLastSink(count: count, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Keeps the latest elements in a ring and emits them at completion.
final class TakeLastSink<Element>: Sink<Element>, ObserverType {
  private let count: Int
  @exclusivity(unchecked)
  private var ring: [Element] = []
  /// Where the oldest element is, once the ring is full.
  @exclusivity(unchecked)
  private var oldest = 0

  init(count: Int, observer: AnyObserver<Element>) {
    self.count = count
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard count > 0 else { return }
      if ring.count < count {
        ring.append(element)
      } else {
        ring[oldest] = element
        oldest = (oldest + 1) % count
      }
    case .error:
      forwardTerminal(event)
    case .completed:
      for element in ring[oldest...] { forward(.next(element)) }
      for element in ring[..<oldest] { forward(.next(element)) }
      forwardTerminal(.completed)
    }
  }
}
