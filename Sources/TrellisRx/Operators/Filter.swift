extension ObservableType {
  /// Emits only the elements for which `predicate` returns true.
  ///
  /// Completes and errors with the source. An error thrown by `predicate` is emitted as
  /// `error` and disposes the source subscription.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    FilterProducer(source: asObservable(), predicate: predicate)
  }
}

/// The sequence behind `filter`: the source and the predicate in typed fields, so a
/// subscription hands the predicate to its sink as it is (see `StatefulProducer`).
@usableFromInline
final class FilterProducer<Element>: Observable<Element> {
  @usableFromInline
  let source: Observable<Element>
  @usableFromInline
  let predicate: (Element) throws -> Bool
  /// Subscribes through code specialized where the sequence was made.
  @usableFromInline
  let run: (FilterProducer<Element>, AnyObserver<Element>) -> Disposable

  @inlinable
  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
    run = { producer, observer in
      let sink = FilterSink(predicate: producer.predicate, observer: observer)
      sink.setUpstream(producer.source.subscribe(sink))
      return sink
    }
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    onTrampoline { run(self, observer) }
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
