extension ObservableType {
  /// A sequence of one element: emits `element` and completes at subscription.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    JustProducer(element)
  }

  /// A sequence of one element, emitted on `scheduler` and completed in a second action on
  /// it. Disposing before the scheduler runs cancels it; disposing in `onNext` stops the
  /// completion.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { observer in
      let sink = JustScheduledSink(observer: observer)
      sink.setUpstream(
        scheduler.schedule(element) { element in
          sink.forward(.next(element))
          return scheduler.schedule(()) { _ in
            sink.forwardTerminal(.completed)
            return Disposables.create()
          }
        })
      return sink
    }
  }
}

/// The sequence behind `just(_:)`: one object holding the element, emitting without the
/// trampoline (as RxSwift's `Just` does).
@usableFromInline
final class JustProducer<Element>: Observable<Element> {
  @usableFromInline
  let element: Element
  /// Emits through code specialized where the sequence was made, so subscribing from the
  /// generic `subscribeObserver` needs no runtime type lookups.
  @usableFromInline
  let emit: (JustProducer<Element>, AnyObserver<Element>) -> Void

  @inlinable
  init(_ element: Element) {
    self.element = element
    emit = { producer, observer in
      observer.on(.next(producer.element))
      observer.on(.completed)
    }
    super.init()
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    emit(self, observer)
    return Disposables.create()
  }
}

/// The subscription of `just(_:scheduler:)`: a sink whose upstream is the scheduled work.
final class JustScheduledSink<Element>: Sink<Element> {}
