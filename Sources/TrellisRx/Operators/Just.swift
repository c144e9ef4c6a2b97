extension ObservableType {
  /// A sequence of one element: emits `element` and completes at subscription.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer.on(.next(element))
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// A sequence of one element, emitted and completed on `scheduler`. Disposing before
  /// the scheduler runs cancels it.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { observer in
      scheduler.schedule(element) { element in
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
      }
    }
  }
}
