extension ObservableType {
  /// An endless sequence of `element`, one per scheduled action on `scheduler`.
  ///
  /// It never completes or errors; use `take` or dispose to stop it. On the default
  /// `CurrentThreadScheduler` the repetition is trampolined, so it does not grow the
  /// stack. Disposing the subscription cancels the pending action.
  public static func repeatElement(
    _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    Producer { observer in
      let sink = RepeatElementSink(observer: observer)
      sink.setUpstream(sink.run(element, scheduler: scheduler))
      return sink
    }
  }
}

/// Sends the element again on every recursive step until disposed.
final class RepeatElementSink<Element>: Sink<Element> {
  func run(_ element: Element, scheduler: ImmediateSchedulerType) -> Disposable {
    scheduler.scheduleRecursive(element) { [self] element, recurse in
      forward(.next(element))
      if !isDisposed {
        recurse(element)
      }
    }
  }
}
