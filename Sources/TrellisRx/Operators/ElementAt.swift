extension ObservableType {
  /// Emits only the element at `index` (counting from 0) of the source, then completes.
  ///
  /// Emits nothing before that element; right after emitting it, completes and disposes the
  /// source subscription. If the source completes before producing that many elements, errors
  /// with `RxError.argumentOutOfRange`. Errors with the source. Disposing disposes the source
  /// subscription. A negative `index` is a programming error and traps.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:) needs an index of 0 or more, not \(index)")
    let source = asObservable()
    return Producer { observer in
      let sink = ElementAtSink(index: index, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// The RxSwift 5 name of `element(at:)`, which it calls.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}

/// Counts elements down to the wanted one.
final class ElementAtSink<Element>: Sink<Element>, ObserverType {
  @exclusivity(unchecked)
  private var remaining: Int

  init(index: Int, observer: AnyObserver<Element>) {
    remaining = index
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if remaining == 0 {
        forward(event)
        forwardTerminal(.completed)
      } else {
        remaining -= 1
      }
    case .error:
      forwardTerminal(event)
    case .completed:
      forwardTerminal(.error(RxError.argumentOutOfRange))
    }
  }
}
