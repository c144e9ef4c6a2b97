extension ObservableType {
  /// This sequence as a `Single`: it must produce exactly one element and complete.
  ///
  /// Succeeds with the element when the source completes. Fails with
  /// `RxError.noElements` when the source completes empty, with
  /// `RxError.moreThanOneElement` as soon as a second element arrives (disposing the
  /// source), and with the source's error.
  public func asSingle() -> Single<Element> {
    let source = asObservable()
    return Single(
      raw: Producer { observer in
        let sink = AsSingleSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
      })
  }

  /// The first element of this sequence, or `nil` when it completes empty, as a `Single`.
  ///
  /// Succeeds as soon as the first element arrives (disposing the source), or with `nil`
  /// when the source completes without one; fails with the source's error.
  public func first() -> Single<Element?> {
    let source = asObservable()
    return Single(
      raw: Producer { observer in
        let sink = FirstSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
      })
  }

  /// This sequence as a `Maybe`: it must produce at most one element.
  ///
  /// Succeeds with the element when the source completes, completes empty when the source
  /// does. Fails with `RxError.moreThanOneElement` as soon as a second element arrives
  /// (disposing the source), and with the source's error.
  public func asMaybe() -> Maybe<Element> {
    let source = asObservable()
    return Maybe(
      raw: Producer { observer in
        let sink = AsMaybeSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
      })
  }
}

extension ObservableType where Element == Never {
  /// This element-less sequence as a `Completable`: completes or fails as it does.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}

/// Holds the one element until completion; a second element is an error.
final class AsSingleSink<Element>: Sink<Element>, ObserverType {
  @exclusivity(unchecked)
  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardTerminal(.error(RxError.moreThanOneElement))
        return
      }
      element = value
    case .error:
      forwardTerminal(event)
    case .completed:
      if let element {
        forward(.next(element))
        forwardTerminal(.completed)
      } else {
        forwardTerminal(.error(RxError.noElements))
      }
    }
  }
}

/// Holds the element, if any, until completion; a second element is an error.
final class AsMaybeSink<Element>: Sink<Element>, ObserverType {
  @exclusivity(unchecked)
  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardTerminal(.error(RxError.moreThanOneElement))
        return
      }
      element = value
    case .error:
      forwardTerminal(event)
    case .completed:
      if let element {
        forward(.next(element))
      }
      forwardTerminal(.completed)
    }
  }
}

/// Emits the first element (or `nil` on empty completion) and completes.
final class FirstSink<Element>: Sink<Element?>, ObserverType {
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      forward(.next(value))
      forwardTerminal(.completed)
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forward(.next(nil))
      forwardTerminal(.completed)
    }
  }
}
