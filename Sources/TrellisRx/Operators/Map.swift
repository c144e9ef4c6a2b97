extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// Emits one element per source element; completes and errors with the source. An error
  /// thrown by `transform` is emitted as `error` and disposes the source subscription.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    SelectorProducer(source: asObservable(), selector: transform) { producer, observer in
      let sink = MapSink(transform: producer.selector, observer: observer)
      sink.setUpstream(producer.source.subscribe(sink))
      return sink
    }
  }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Result>, ObserverType {
  @usableFromInline
  let transform: (Source) throws -> Result

  @inlinable
  init(transform: @escaping (Source) throws -> Result, observer: AnyObserver<Result>) {
    self.transform = transform
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let result: Result
      do {
        result = try transform(element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      forward(.next(result))
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
