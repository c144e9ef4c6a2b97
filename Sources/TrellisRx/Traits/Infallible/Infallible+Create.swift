/// An event of an `Infallible`: an element or completion, never an error.
public enum InfallibleEvent<Element> {
  /// The next element.
  case next(Element)
  /// The sequence completed.
  case completed
}

extension InfallibleEvent: EventConvertible {
  /// The same event as an `Event`.
  public var event: Event<Element> {
    switch self {
    case .next(let element): return .next(element)
    case .completed: return .completed
    }
  }
}

extension Infallible {
  /// The callback an `Infallible.create` closure sends events to.
  public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

  /// An `Infallible` whose subscription runs `subscribe` with a callback to send events to.
  ///
  /// Emits what `subscribe` sends until it sends `completed`; later events are ignored.
  /// Disposing the subscription, or completion, disposes what `subscribe` returned.
  public static func create(
    subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
  ) -> Infallible<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .next(let element):
          observer.onNext(element)
        case .completed:
          observer.onCompleted()
        }
      }
    }
    return Infallible(source)
  }

  /// Emits `element` and completes at subscription.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// Emits `element` and completes on `scheduler`; disposing before the scheduler runs
  /// cancels it.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(Observable.just(element, scheduler: scheduler))
  }

  /// Completes at subscription without elements.
  public static func empty() -> Infallible<Element> {
    Infallible(Observable.empty())
  }

  /// Never emits and never completes.
  public static func never() -> Infallible<Element> {
    Infallible(Observable.never())
  }

  /// A sequence made anew for each subscriber by `observableFactory`; emits what the made
  /// sequence emits. Disposing disposes the made sequence's subscription. An error thrown
  /// by the factory is emitted as `error`, as in RxSwift, so the factory should not throw.
  public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(Observable.deferred { try observableFactory().asObservable() })
  }
}
