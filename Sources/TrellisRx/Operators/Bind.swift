import Foundation

extension ObservableType {
  /// Subscribes `observers` and sends every event to each of them, in the order given.
  ///
  /// Elements, the error and the completion all reach the observers. Disposing the result
  /// disposes the subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes `observers` of optional elements and sends every event to each of them,
  /// each element wrapped in an optional.
  ///
  /// Elements, the error and the completion all reach the observers. Disposing the result
  /// disposes the subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    subscribe { event in
      let wrapped = event.map { Optional.some($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Calls `binder` with this sequence and returns what it returns; lets a custom binding
  /// function read as `bind(to:)`.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Calls the curried `binder` with this sequence and then with `curriedArgument`, and
  /// returns its result.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements.
  ///
  /// A binding is not supposed to fail: an error is a programming error, which stops a
  /// debug build (`fatalError`) and is printed in a release build. Disposing the result
  /// disposes the subscription.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { error in bindingFailed("Binding error: \(error)") })
  }
}

/// Reports an error that reached a binding: fatal in debug builds, printed in release.
func bindingFailed(_ message: String, file: StaticString = #file, line: UInt = #line) {
  #if DEBUG
    fatalError(message, file: file, line: line)
  #else
    print(message)
  #endif
}
