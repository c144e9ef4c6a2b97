extension ObservableType {
  /// A sequence of the elements of `array`, emitted one at a time on `scheduler`.
  ///
  /// Each element is sent from its own scheduled action (through `scheduleRecursive`), then
  /// the sequence completes; it never errors. On the default `CurrentThreadScheduler` the
  /// emission is trampolined, so a huge array does not grow the stack and two synchronous
  /// sequences merged together interleave. Disposing the subscription cancels the pending
  /// actions: no further element is sent.
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    fromSequenceObservable(array, scheduler: scheduler)
  }

  /// A sequence of the elements of `sequence`, emitted one at a time on `scheduler`.
  ///
  /// Each subscription iterates `sequence` afresh; each element is sent from its own
  /// scheduled action, then the sequence completes; it never errors. Disposing the
  /// subscription cancels the pending actions and stops the iteration.
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Sequence.Element == Element {
    fromSequenceObservable(sequence, scheduler: scheduler)
  }

  /// A sequence of the wrapped value, if any: emits it and completes at subscription, or
  /// just completes for `nil`. It never errors; there is nothing to dispose.
  public static func from(optional: Element?) -> Observable<Element> {
    Producer { observer in
      if let optional {
        observer.on(.next(optional))
      }
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// A sequence of the wrapped value, if any, sent on `scheduler`: the value in one
  /// scheduled action and the completion in a second one (for `nil`, the first action
  /// completes). It never errors. Disposing before the actions ran cancels them.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { observer in
      let sink = FromOptionalSink(observer: observer)
      sink.setUpstream(sink.run(optional, scheduler: scheduler))
      return sink
    }
  }
}

/// The observable behind `from` and `of`: iterates `sequence` afresh for each subscription.
func fromSequenceObservable<Elements: Sequence>(
  _ sequence: Elements, scheduler: ImmediateSchedulerType
) -> Observable<Elements.Element> {
  Producer { observer in
    let sink = FromSequenceSink<Elements.Iterator>(observer: observer)
    sink.setUpstream(sink.run(sequence.makeIterator(), scheduler: scheduler))
    return sink
  }
}

/// Sends one element per recursive step of the scheduler, then completes.
final class FromSequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element> {
  func run(_ iterator: Iterator, scheduler: ImmediateSchedulerType) -> Disposable {
    scheduler.scheduleRecursive(iterator) { [self] iterator, recurse in
      var iterator = iterator
      if let element = iterator.next() {
        forward(.next(element))
        recurse(iterator)
      } else {
        forwardTerminal(.completed)
      }
    }
  }
}

/// Sends the optional's value and the completion in two scheduled actions.
final class FromOptionalSink<Element>: Sink<Element> {
  func run(_ optional: Element?, scheduler: ImmediateSchedulerType) -> Disposable {
    scheduler.schedule(optional) { [self] optional -> Disposable in
      guard let element = optional else {
        forwardTerminal(.completed)
        return Disposables.create()
      }
      forward(.next(element))
      return scheduler.schedule(()) { [self] _ in
        forwardTerminal(.completed)
        return Disposables.create()
      }
    }
  }
}
