import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TimeoutTests {
  @Test func completionBeforeTheTimeoutPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
    let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func errorBeforeTheTimeoutPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError.boom)])
    let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.error(300, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func eachElementRestartsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270),
      ])
    #expect(xs.subscriptions == [Subscription(200, 270)])
  }

  @Test func errorsWithTimeoutWhenAGapIsTooLong() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 245)])
  }

  @Test func timerStartsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 1)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.error(300, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func disposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
      .completed(600),
    ])
    let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(40), scheduler: scheduler) }
    #expect(res.events == [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func switchesToOtherAfterTheTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5),
      .completed(500),
    ])
    let ys = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(
      res.events == [
        .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3),
        .completed(730),
      ])
    #expect(xs.subscriptions == [Subscription(200, 410)])
    #expect(ys.subscriptions == [Subscription(410, 730)])
  }

  @Test func otherErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 42)])
    let ys: TestableObservable<Int> = scheduler.createColdObservable([
      .error(100, TestError.boom)
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(res.events == [.error(400, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(300, 400)])
  }

  @Test func otherIsNotSubscribedWhenTheSourceEndsInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
    ])
    let ys = scheduler.createColdObservable([.next(50, -1)])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(res.events == [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
    #expect(ys.subscriptions == [])
  }

  @Test func disposingAfterTheSwitchDisposesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(900)])
    let ys = scheduler.createColdObservable([.next(100, -1), .next(300, -2)])
    let res = scheduler.start(disposed: 550) {
      xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
    }
    #expect(res.events == [.next(400, -1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(300, 550)])
  }

  @Test func realSchedulerTimesOutASilentSource() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let result = Observable<Int>.never().timeout(.milliseconds(5), scheduler: scheduler)
      .toBlocking(timeout: 5).materialize()
    guard case .failed(let elements, let error) = result else {
      Issue.record("expected a timeout, got \(result)")
      return
    }
    #expect(elements.isEmpty)
    #expect((error as? RxError).map { "\($0)" } == "\(RxError.timeout)")
  }

  @Test func elementsRacingTheTimerNeverFollowTheSwitch() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let source = PublishSubject<Int>()
    let events = Guarded<[Event<Int>]>([])
    let ended = DispatchSemaphore(value: 0)
    let subscription = source.timeout(
      .microseconds(200), other: Observable.of(-1), scheduler: scheduler
    ).subscribe { event in
      events.withLock { $0.append(event) }
      if event.isStopEvent { ended.signal() }
    }
    DispatchQueue.global().async {
      for value in 0..<5_000 {
        source.onNext(value)
        if value % 500 == 0 { usleep(1_000) }
      }
    }
    #expect(ended.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    let recorded = events.current
    #expect(recorded.suffix(2).map(\.element) == [-1, nil])
    #expect(recorded.last?.isCompleted == true)
    let values = recorded.dropLast(2).compactMap(\.element)
    #expect(values == Array(0..<values.count))
  }

  /// A timer that was already running on another thread when an element arrived (too late
  /// to cancel) and gets the lock only while a newer timer is switching to `other` must not
  /// reopen the source: an element sent in that moment is dropped, not passed on.
  @Test func aStaleTimerDoesNotReopenTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let timers = FirstTimerHeld(scheduler)
    let source = PublishSubject<Int>()
    let other = Observable<Int>.create { _ in
      timers.runHeldTimer()
      source.onNext(2)
      return Disposables.create()
    }
    scheduler.scheduleAt(210) { source.onNext(1) }
    let res = scheduler.start {
      source.timeout(.seconds(30), other: other, scheduler: timers)
    }
    #expect(res.events == [.next(210, 1)])
  }
}

/// A scheduler that holds back its first timer until `runHeldTimer()` (a timer stalled on
/// another thread, which disposing cannot stop any more) and passes the rest to `base`.
private final class FirstTimerHeld: SchedulerType {
  let base: TestScheduler
  var held: (() -> Void)?
  var timers = 0
  init(_ base: TestScheduler) { self.base = base }
  var now: RxTime { base.now }
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    base.schedule(state, action: action)
  }
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    timers += 1
    guard timers == 1 else { return base.scheduleRelative(state, dueTime: dueTime, action: action) }
    held = { _ = action(state) }
    return Disposables.create()
  }
  func runHeldTimer() {
    held?()
    held = nil
  }
}
