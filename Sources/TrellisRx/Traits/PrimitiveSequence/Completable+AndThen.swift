import Synchronization

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs `second` after this `Completable` completes.
  ///
  /// Subscribes to `second` only once this completes, then succeeds or fails as `second`
  /// does. An error from this is emitted at once and `second` is never subscribed.
  /// Disposing disposes whichever subscription is active.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: CompletableAndThen.run(primitiveSequence.source, then: second.asObservable()))
  }

  /// Runs `second` after this `Completable` completes.
  ///
  /// Subscribes to `second` only once this completes, then emits what `second` produces.
  /// An error from this is emitted at once and `second` is never subscribed. Disposing
  /// disposes whichever subscription is active.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: CompletableAndThen.run(primitiveSequence.source, then: second.asObservable()))
  }

  /// Runs `second` after this `Completable` completes.
  ///
  /// Subscribes to `second` only once this completes, then completes or fails as `second`
  /// does. An error from this is emitted at once and `second` is never subscribed.
  /// Disposing disposes whichever subscription is active.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: CompletableAndThen.run(primitiveSequence.source, then: second.asObservable()))
  }

  /// Runs `second` after this `Completable` completes.
  ///
  /// Subscribes to `second` only once this completes, then emits its elements, completion
  /// and error. An error from this is emitted at once and `second` is never subscribed.
  /// Disposing disposes whichever subscription is active.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    CompletableAndThen.run(primitiveSequence.source, then: second)
  }
}

/// Builds the sequence behind `andThen`.
enum CompletableAndThen {
  /// Subscribes to `completable`; when it completes, subscribes to `second`.
  static func run<Element>(_ completable: Observable<Never>, then second: Observable<Element>)
    -> Observable<Element>
  {
    Producer { observer in
      let sink = CompletableAndThenSink(second: second, observer: observer)
      sink.setUpstream(completable.subscribe(AnyObserver(eventHandler: sink.onFirst)))
      // A completable that completed while being subscribed is let go of here.
      if sink.firstCompleted.load(ordering: .acquiring) { sink.releaseUpstream() }
      return sink
    }
  }
}

/// Waits for the completable, then forwards the second sequence's events. Once the
/// completable completes its subscription is released, with whatever it captured.
final class CompletableAndThenSink<Element>: Sink<Element> {
  let second: Observable<Element>
  let secondSubscription = SingleAssignmentDisposable()
  let firstCompleted = Atomic<Bool>(false)

  init(second: Observable<Element>, observer: AnyObserver<Element>) {
    self.second = second
    super.init(observer: observer)
  }

  func onFirst(_ event: Event<Never>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      firstCompleted.store(true, ordering: .releasing)
      releaseUpstream()
      secondSubscription.setDisposable(second.subscribe(AnyObserver(eventHandler: onSecond)))
    }
  }

  func onSecond(_ event: Event<Element>) {
    relay(event)
  }

  override func disposeResources() {
    secondSubscription.dispose()
  }
}
