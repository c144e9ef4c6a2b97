extension ObservableType where Element: RxAbstractInteger {
  /// A sequence of `count` consecutive integers starting at `start`, one per scheduled
  /// action on `scheduler`, then completion. It never errors.
  ///
  /// A negative `count`, or a range whose last value does not fit in `Element`, is a
  /// programming error and traps. `count` 0 completes at once. Disposing the subscription
  /// cancels the pending actions: no further value is sent.
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range(start:count:) needs a count that is not negative")
    if count > 0 {
      let (_, overflow) = start.addingReportingOverflow(count - 1)
      precondition(!overflow, "range(start:count:) overflows \(Element.self)")
    }
    return Producer { observer in
      let sink = RangeSink(start: start, count: count, observer: observer)
      sink.setUpstream(sink.run(scheduler))
      return sink
    }
  }
}

/// Sends `start + i` for each recursive step `i`, then completes.
final class RangeSink<Element: RxAbstractInteger>: Sink<Element> {
  let start: Element
  let count: Element

  init(start: Element, count: Element, observer: AnyObserver<Element>) {
    self.start = start
    self.count = count
    super.init(observer: observer)
  }

  func run(_ scheduler: ImmediateSchedulerType) -> Disposable {
    scheduler.scheduleRecursive(0 as Element) { [self] index, recurse in
      if index < count {
        forward(.next(start + index))
        recurse(index + 1)
      } else {
        forwardTerminal(.completed)
      }
    }
  }
}
