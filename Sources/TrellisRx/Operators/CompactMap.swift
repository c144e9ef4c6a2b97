extension ObservableType {
  /// Transforms each element with `transform` and emits the non-nil results.
  ///
  /// Elements for which `transform` returns nil are skipped. Completes and errors with the
  /// source. An error thrown by `transform` is emitted as `error` and disposes the source
  /// subscription. Disposing the subscription disposes the source subscription.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = CompactMapSink(transform: transform, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<Result>, ObserverType {
  @usableFromInline
  let transform: (Source) throws -> Result?

  @inlinable
  init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>) {
    self.transform = transform
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let result: Result?
      do {
        result = try transform(element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      if let result {
        forward(.next(result))
      }
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
