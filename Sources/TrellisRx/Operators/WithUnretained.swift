extension ObservableType {
  /// Pairs each element with `obj`, held weakly, through `resultSelector`.
  ///
  /// Emits `resultSelector(obj, element)` for each element while `obj` is alive. The
  /// first element that arrives after `obj` was deallocated completes the sequence instead
  /// and disposes the source subscription. Completes and errors with the source;
  /// disposing disposes the source subscription. Nothing here keeps `obj` alive.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    let source = asObservable()
    return Producer { [weak obj] observer in
      let sink = WithUnretainedSink(object: obj, resultSelector: resultSelector, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Pairs each element with `obj`, held weakly, as `(obj, element)`.
  ///
  /// Emits a tuple for each element while `obj` is alive; the first element after `obj`
  /// was deallocated completes the sequence instead. Completes and errors with the source;
  /// disposing disposes the source subscription.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}

/// Maps elements with a weakly held object, completing once the object is gone.
final class WithUnretainedSink<Object: AnyObject, Source, Out>: Sink<Out>, ObserverType {
  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Out

  init(
    object: Object?, resultSelector: @escaping (Object, Source) -> Out,
    observer: AnyObserver<Out>
  ) {
    self.object = object
    self.resultSelector = resultSelector
    super.init(observer: observer)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      guard let object else {
        forwardTerminal(.completed)
        return
      }
      forward(.next(resultSelector(object, element)))
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
