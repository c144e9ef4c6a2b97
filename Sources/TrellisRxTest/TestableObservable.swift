/// A test sequence of recorded events that remembers its subscriptions.
public class TestableObservable<Element>: ObservableType {
  /// The events this sequence emits, with their times.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Each subscription's start and end time.
  public internal(set) var subscriptions: [Subscription] = []

  unowned let scheduler: TestScheduler

  init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer`; see the hot and cold variants.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("TestableObservable is abstract; use createHotObservable or createColdObservable")
  }

  /// Records a subscription at the current time and returns its index.
  func recordSubscribe() -> Int {
    subscriptions.append(Subscription(scheduler.clock))
    return subscriptions.count - 1
  }

  /// Marks the subscription at `index` as ended now.
  func recordUnsubscribe(_ index: Int) {
    subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
  }
}
