extension ObservableType {
  /// Emits the source's only element, and completes when the source does.
  ///
  /// Emits the first element at once. A second element errors with
  /// `RxError.moreThanOneElement`; completing without any element errors with
  /// `RxError.noElements`. Errors with the source. Disposing disposes the source
  /// subscription. (The operator lives in SingleAsync.swift, as in RxSwift, so the file does
  /// not clash with the `Single` trait.)
  public func single() -> Observable<Element> {
    single { _ in true }
  }

  /// Emits the only element of the source that satisfies `predicate`, and completes when the
  /// source does.
  ///
  /// Elements that fail the predicate are dropped. The first matching element is emitted at
  /// once; a second one errors with `RxError.moreThanOneElement`; completing without a match
  /// errors with `RxError.noElements`. Errors with the source; an error thrown by
  /// `predicate` is emitted as `error` and disposes the source subscription. Disposing
  /// disposes the source subscription.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = SingleAsyncSink(predicate: predicate, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Forwards the one matching element and checks there is no other.
final class SingleAsyncSink<Element>: Sink<Element>, ObserverType {
  private let predicate: (Element) throws -> Bool
  @exclusivity(unchecked)
  private var hasSeenElement = false

  init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
    self.predicate = predicate
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let matches: Bool
      do {
        matches = try predicate(element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      guard matches else { return }
      if hasSeenElement {
        forwardTerminal(.error(RxError.moreThanOneElement))
        return
      }
      hasSeenElement = true
      forward(event)
    case .error:
      forwardTerminal(event)
    case .completed:
      forwardTerminal(hasSeenElement ? .completed : .error(RxError.noElements))
    }
  }
}
