import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DriverTests {
  @Test func asDriverOnErrorJustReturnDeliversOnTheSchedulerAndEndsWithTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .error(250, TestError.boom),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
      #expect(res.events == [.next(211, 1), .next(221, 2), .next(251, -1), .completed(251)])
      // The source subscription ends when the error arrives, before its delivery at 251.
      #expect(xs.subscriptions == [Subscription(200, 250)])
    }
  }

  @Test func asDriverOnErrorDriveWithSwitchesToTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(240, 10), .next(260, 20), .completed(300)])
    SharingScheduler.mock(scheduler: scheduler) {
      let fallback = ys.asDriver(onErrorJustReturn: 0)
      let res = scheduler.start { xs.asDriver(onErrorDriveWith: fallback) }
      #expect(res.events == [.next(211, 1), .next(261, 20), .completed(301)])
      #expect(ys.subscriptions == [Subscription(251, 300)])
    }
  }

  @Test func asDriverOnErrorRecoverUsesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom, Int.self)])
    var errors: [TestError] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        xs.asDriver(onErrorRecover: { error in
          errors.append(error as? TestError ?? .other)
          return Driver.just(99)
        })
      }
      #expect(res.events == [.next(211, 1), .next(252, 99), .completed(252)])
    }
    #expect(errors == [.boom])
  }

  @Test func sharesOneSubscriptionAndReplaysTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(310, 3), .completed(400),
    ])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      var subscriptions: [Disposable] = []
      scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
      scheduler.scheduleAt(300) { subscriptions.append(driver.drive(second)) }
      scheduler.start()
    }
    #expect(first.events == [.next(211, 1), .next(221, 2), .next(311, 3), .completed(401)])
    #expect(second.events == [.next(300, 2), .next(311, 3), .completed(401)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func reconnectsAfterEveryoneLeaves() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      var subscription: Disposable?
      scheduler.scheduleAt(200) { subscription = driver.drive(first) }
      scheduler.scheduleAt(250) { subscription?.dispose() }
      scheduler.scheduleAt(300) { subscription = driver.drive(second) }
      scheduler.scheduleAt(400) { subscription?.dispose() }
      scheduler.start()
    }
    #expect(first.events == [.next(211, 1)])
    #expect(second.events == [.next(321, 2)])
    #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 400)])
  }

  @Test func driveSendsToObserversRelaysAndClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let optionalObserver = scheduler.createObserver(Int?.self)
    let behavior = BehaviorRelay(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.createUnbound()
    var log: [String] = []
    final class Owner { var values: [Int] = [] }
    let owner = Owner()
    let xs = scheduler.createHotObservable([.next(1, 1), .next(2, 2), .completed(3)])
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      _ = driver.drive(observer)
      _ = driver.drive(optionalObserver)
      _ = driver.drive(behavior)
      _ = driver.drive(optionalBehavior)
      _ = driver.drive(replay)
      _ = driver.drive(
        onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
        onDisposed: { log.append("disposed") })
      _ = driver.drive(with: owner, onNext: { owner, value in owner.values.append(value) })
      _ = driver.drive()
      scheduler.start()
    }
    #expect(observer.events == [.next(2, 1), .next(3, 2), .completed(4)])
    #expect(optionalObserver.events == [.next(2, 1), .next(3, 2), .completed(4)])
    #expect(behavior.value == 2)
    #expect(optionalBehavior.value == 2)
    var replayed: [Int] = []
    _ = replay.subscribe(onNext: { replayed.append($0) })
    #expect(replayed == [1, 2])
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
    #expect(owner.values == [1, 2])
  }

  @Test func creationOperatorsDeliverOnTheScheduler() {
    func record(_ make: @escaping () -> Driver<Int>) -> [Recorded<Event<Int>>] {
      let scheduler = TestScheduler(initialClock: 0)
      var events: [Recorded<Event<Int>>] = []
      SharingScheduler.mock(scheduler: scheduler) {
        events = scheduler.start { make() }.events
      }
      return events
    }
    #expect(record { Driver.just(1) } == [.next(201, 1), .completed(201)])
    #expect(record { Driver.empty() } == [.completed(201)])
    #expect(record { Driver.never() } == [])
    #expect(record { Driver.deferred { Driver.just(6) } } == [.next(201, 6), .completed(201)])
  }

  @Test func mapFilterAndCompactMap() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        xs.asDriver(onErrorJustReturn: 0)
          .map { $0 * 10 }
          .filter { $0 != 20 }
          .compactMap { $0 > 20 ? "\($0)" : nil }
      }
      #expect(res.events == [.next(231, "30"), .completed(301)])
    }
  }

  @Test func flatMapLatestAndFlatMapFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
    SharingScheduler.mock(scheduler: scheduler) {
      let inner: (Int) -> Driver<Int> = { value in
        scheduler.createColdObservable([
          .next(20, value * 10), .next(50, value * 100), .completed(60),
        ])
        .asDriver(onErrorJustReturn: 0)
      }
      let latest = scheduler.start { xs.asDriver(onErrorJustReturn: 0).flatMapLatest(inner) }
      #expect(latest.events == [.next(232, 10), .next(262, 20), .next(292, 200), .completed(401)])
    }
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([
      .next(210, 1), .next(240, 2), .next(300, 3), .completed(400),
    ])
    SharingScheduler.mock(scheduler: scheduler2) {
      let inner: (Int) -> Driver<Int> = { value in
        scheduler2.createColdObservable([
          .next(20, value * 10), .next(50, value * 100), .completed(60),
        ])
        .asDriver(onErrorJustReturn: 0)
      }
      let first = scheduler2.start { ys.asDriver(onErrorJustReturn: 0).flatMapFirst(inner) }
      #expect(
        first.events == [
          .next(232, 10), .next(262, 100), .next(322, 30), .next(352, 300), .completed(401),
        ])
    }
  }

  @Test func distinctStartWithAndScan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .completed(300),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged().startWith(0).scan(
          0, accumulator: +)
      }
      #expect(res.events == [.next(200, 0), .next(211, 1), .next(231, 3), .completed(301)])
    }
  }

  @Test func withLatestFromAndCombining() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(205, ()), .next(230, ()), .completed(400)])
    let names = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        taps.asDriver(onErrorJustReturn: ())
          .withLatestFrom(names.asDriver(onErrorJustReturn: "")) { _, name in name }
      }
      #expect(res.events == [.next(231, "a"), .completed(401)])
    }
    let scheduler2 = TestScheduler(initialClock: 0)
    let xs = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler2.createHotObservable([.next(220, 10), .completed(250)])
    SharingScheduler.mock(scheduler: scheduler2) {
      let merged = scheduler2.start {
        Driver.merge(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0))
      }
      #expect(merged.events == [.next(211, 1), .next(221, 10), .next(231, 2), .completed(301)])
    }
    let scheduler3 = TestScheduler(initialClock: 0)
    let xs3 = scheduler3.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys3 = scheduler3.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
    SharingScheduler.mock(scheduler: scheduler3) {
      let combined = scheduler3.start {
        Driver.combineLatest(xs3.asDriver(onErrorJustReturn: 0), ys3.asDriver(onErrorJustReturn: 0))
        { $0 + $1 }
      }
      #expect(combined.events == [.next(221, 11), .next(231, 12), .next(241, 22), .completed(301)])
    }
  }

  @Test func zipPairsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")) {
          "\($0)\($1)"
        }
      }
      // As in RxSwift, zip completes once every source has completed.
      #expect(res.events == [.next(221, "1a"), .next(241, "2b"), .completed(301)])
    }
  }

  @Test func doRunsSideEffects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    var log: [String] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).do(
          onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
          onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
      }
      #expect(res.events == [.next(211, 1), .completed(301)])
    }
    #expect(log == ["subscribe", "next 1", "completed", "dispose"])
  }

  @Test func relaysAndControlsAsDrivers() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 1)
    SharingScheduler.mock(scheduler: scheduler) {
      scheduler.scheduleAt(300) { relay.accept(2) }
      let res = scheduler.start { relay.asDriver() }
      #expect(res.events == [.next(201, 1), .next(301, 2)])
    }
    let scheduler2 = TestScheduler(initialClock: 0)
    let publish = PublishRelay<Int>()
    SharingScheduler.mock(scheduler: scheduler2) {
      scheduler2.scheduleAt(300) { publish.accept(5) }
      let res = scheduler2.start { publish.asDriver() }
      #expect(res.events == [.next(301, 5)])
    }
  }

  @Test func valuesYieldsTheDriversElements() async {
    let scheduler = TestScheduler(initialClock: 0)
    var stream: AsyncStream<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      stream = Driver.just(3).values
    }
    scheduler.start()
    var got: [Int] = []
    if let stream {
      for await value in stream { got.append(value) }
    }
    #expect(got == [3])
  }
}
