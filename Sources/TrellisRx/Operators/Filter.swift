extension ObservableType {
  /// Emits only the elements for which `predicate` returns true.
  ///
  /// Completes and errors with the source. An error thrown by `predicate` is emitted as
  /// `error` and disposes the source subscription.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    StatefulProducer((source: asObservable(), predicate: predicate)) { state, observer in
      let sink = FilterSink(predicate: state.predicate, observer: observer)
      sink.setUpstream(state.source.subscribe(sink))
      return sink
    }
  }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline
  let predicate: (Element) throws -> Bool

  @inlinable
  init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
    self.predicate = predicate
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let passes: Bool
      do {
        passes = try predicate(element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      if passes { forward(event) }
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
