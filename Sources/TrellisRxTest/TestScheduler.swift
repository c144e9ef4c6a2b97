/// A virtual-time scheduler for tests, with RxTest's API: hot and cold test sequences,
/// recording observers, and `start` with the default created/subscribed/disposed times.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// #expect(res.events == [.next(210, 10), .next(220, 20), .completed(300)])
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  /// The times `start` uses unless told otherwise.
  public struct Defaults {
    /// When the sequence is created: 100.
    public static let created = 100
    /// When it is subscribed: 200.
    public static let subscribed = 200
    /// When the subscription is disposed: 1000.
    public static let disposed = 1000
  }

  private let simulateProcessingDelay: Bool

  /// A scheduler whose clock starts at `initialClock`; a tick is `resolution` seconds.
  /// With `simulateProcessingDelay`, work scheduled for "now" runs one tick later, as in RxTest.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Runs `action` at virtual time `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// A sequence whose events happen at their recorded times regardless of subscribers.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(scheduler: self, recordedEvents: events)
  }

  /// A sequence whose events happen at their recorded times regardless of subscribers.
  public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...)
    -> TestableObservable<Element>
  {
    createHotObservable(events)
  }

  /// A sequence whose recorded times count from each subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(scheduler: self, recordedEvents: events)
  }

  /// A sequence whose recorded times count from each subscription.
  public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...)
    -> TestableObservable<Element>
  {
    createColdObservable(events)
  }

  /// An observer that records events with their virtual times.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Moves "now" one tick later when processing delay is simulated.
  public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
  /// runs the scheduler, and returns what the observer recorded.
  public func start<Element, Source: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> Source
  ) -> TestableObserver<Element> where Source.Element == Element {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    _ = scheduleAbsoluteVirtual((), time: created) { _ in
      source = create().asObservable()
      return Disposables.create()
    }
    _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
      subscription = source?.subscribe(observer)
      return Disposables.create()
    }
    _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
      subscription?.dispose()
      return Disposables.create()
    }
    start()
    return observer
  }

  /// `start` with the default creation (100) and subscription (200) times.
  public func start<Element, Source: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Source
  ) -> TestableObserver<Element> where Source.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// `start` with the default times: created 100, subscribed 200, disposed 1000.
  public func start<Element, Source: ObservableConvertibleType>(
    _ create: @escaping () -> Source
  ) -> TestableObserver<Element> where Source.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed,
      disposed: Defaults.disposed, create: create)
  }
}
