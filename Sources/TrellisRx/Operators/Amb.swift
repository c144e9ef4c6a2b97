extension ObservableType {
  /// Mirrors whichever sequence of `sequence` sends an event first.
  ///
  /// Every sequence is subscribed, in order; the first to send any event (an element, an
  /// error or completion) wins, every other subscription is disposed, and from then on the
  /// result emits, completes and errors as the winner does. With no sequences it never
  /// emits. Disposing the subscription disposes every subscription still held.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    sequence.reduce(Observable<Element>.never()) { winner, next in winner.amb(next) }
  }

  /// Mirrors whichever of this sequence and `right` sends an event first.
  ///
  /// Both are subscribed, this one first; the first to send any event (an element, an error
  /// or completion) wins and the other subscription is disposed; from then on the result
  /// emits, completes and errors as the winner does. Disposing the subscription disposes
  /// both subscriptions.
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    let left = asObservable()
    let right = right.asObservable()
    return Producer { observer in
      let sink = AmbSink(observer: observer)
      sink.run(left: left, right: right)
      return sink
    }
  }
}

/// Which side of an `amb` won.
enum AmbChoice {
  case neither
  case left
  case right
}

/// Subscribes both sides of an `amb` and forwards the events of the first one to react.
final class AmbSink<Element>: Sink<Element> {
  let lock = RecursiveLock()
  let leftSubscription = SingleAssignmentDisposable()
  let rightSubscription = SingleAssignmentDisposable()
  @exclusivity(unchecked)
  var choice = AmbChoice.neither

  func run(left: Observable<Element>, right: Observable<Element>) {
    setUpstream(Disposables.create(leftSubscription, rightSubscription))
    leftSubscription.setDisposable(
      left.subscribe(AnyObserver { [self] event in decide(event, side: .left) }))
    rightSubscription.setDisposable(
      right.subscribe(AnyObserver { [self] event in decide(event, side: .right) }))
  }

  func decide(_ event: Event<Element>, side: AmbChoice) {
    lock.performLocked {
      if choice == .neither {
        choice = side
        if side == .left {
          rightSubscription.dispose()
        } else {
          leftSubscription.dispose()
        }
      }
      guard choice == side else { return }
      relay(event)
    }
  }
}
