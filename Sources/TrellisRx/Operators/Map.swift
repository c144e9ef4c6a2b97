extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// Emits one element per source element; completes and errors with the source. An error
  /// thrown by `transform` is emitted as `error` and disposes the source subscription.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    MapProducer(source: asObservable(), transform: transform)
  }
}

/// The sequence behind `map`: the source and the transform in typed fields, so a
/// subscription hands the transform to its sink as it is (see `StatefulProducer`).
@usableFromInline
final class MapProducer<Source, Result>: Observable<Result> {
  @usableFromInline
  let source: Observable<Source>
  @usableFromInline
  let transform: (Source) throws -> Result
  /// Subscribes through code specialized where the sequence was made.
  @usableFromInline
  let run: (MapProducer<Source, Result>, AnyObserver<Result>) -> Disposable

  @inlinable
  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
    self.source = source
    self.transform = transform
    run = { producer, observer in
      let sink = MapSink(transform: producer.transform, observer: observer)
      sink.setUpstream(producer.source.subscribe(sink))
      return sink
    }
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Result>) -> Disposable {
    trampolined { run(self, observer) }
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
