/// A push-based sequence that observers can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence and returns the subscription; disposing it
  /// stops the events and releases what the subscription holds.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps this sequence in an `Observable`.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
