extension ObservableType {
  /// Drops elements while `predicate` holds, then emits the first element for which it does
  /// not and every element after it.
  ///
  /// Once an element fails the predicate, the predicate is not called again. Completes and
  /// errors with the source; an error thrown by `predicate` is emitted as `error` and
  /// disposes the source subscription. Disposing disposes the source subscription.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = SkipWhileSink(predicate: predicate, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// The RxSwift 5 name of `skip(while:)`, which it calls.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }
}

/// Tests elements until one fails the predicate, then forwards everything.
final class SkipWhileSink<Element>: Sink<Element>, ObserverType {
  private let predicate: (Element) throws -> Bool
  @exclusivity(unchecked)
  private var isForwarding = false

  init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
    self.predicate = predicate
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if !isForwarding {
        do {
          isForwarding = try !predicate(element)
        } catch {
          forwardTerminal(.error(error))
          return
        }
      }
      if isForwarding {
        forward(event)
      }
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
