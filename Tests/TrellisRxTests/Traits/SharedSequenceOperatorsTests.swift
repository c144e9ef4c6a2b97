import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SharedSequenceOperatorsTests {
  /// Runs `make` in virtual time with the sharing scheduler mocked; returns the events.
  private func record<Element>(
    _ make: @escaping (TestScheduler) -> Driver<Element>
  ) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Element>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      events = scheduler.start { make(scheduler) }.events
    }
    return events
  }

  private func hot<Element>(
    _ scheduler: TestScheduler, _ events: [Recorded<Event<Element>>], fallback: Element
  ) -> Driver<Element> {
    scheduler.createHotObservable(events).asDriver(onErrorJustReturn: fallback)
  }

  @Test func switchLatestAndNestedMerge() {
    let switched = record { scheduler -> Driver<Int> in
      let first = self.hot(scheduler, [.next(220, 1), .next(260, 2)], fallback: 0)
      let second = self.hot(scheduler, [.next(250, 10), .next(270, 20)], fallback: 0)
      let outer = self.hot(scheduler, [.next(210, first), .next(240, second)], fallback: .never())
      return outer.switchLatest()
    }
    // The inner drivers already deliver on the scheduler: one hop each.
    #expect(switched == [.next(221, 1), .next(251, 10), .next(271, 20)])
    let merged = record { scheduler -> Driver<Int> in
      let first = self.hot(scheduler, [.next(220, 1), .next(260, 2)], fallback: 0)
      let second = self.hot(scheduler, [.next(250, 10)], fallback: 0)
      let outer = self.hot(scheduler, [.next(210, first), .next(240, second)], fallback: .never())
      return outer.merge()
    }
    #expect(merged == [.next(221, 1), .next(251, 10), .next(261, 2)])
    let limited = record { scheduler -> Driver<Int> in
      let first = self.hot(scheduler, [.next(220, 1), .completed(255)], fallback: 0)
      let second = self.hot(scheduler, [.next(250, 10), .next(270, 20)], fallback: 0)
      let outer = self.hot(scheduler, [.next(210, first), .next(240, second)], fallback: .never())
      return outer.merge(maxConcurrent: 1)
    }
    #expect(limited == [.next(221, 1), .next(271, 20)])
  }

  @Test func concatAndFlatMap() {
    let concatenated = record { scheduler -> Driver<Int> in
      let first = self.hot(scheduler, [.next(210, 1), .completed(230)], fallback: 0)
      let second = self.hot(
        scheduler, [.next(220, 2), .next(240, 3), .completed(250)], fallback: 0)
      return Driver.concat([first, second])
    }
    #expect(concatenated == [.next(211, 1), .next(241, 3), .completed(251)])
    let flattened = record { scheduler -> Driver<Int> in
      self.hot(scheduler, [.next(210, 1), .next(220, 2), .completed(300)], fallback: 0)
        .flatMap { value in Driver.just(value * 10) }
    }
    #expect(flattened == [.next(212, 10), .next(222, 20), .completed(301)])
  }

  @Test func skipAndDistinctVariants() {
    let skipped = record { scheduler in
      self.hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3)], fallback: 0).skip(2)
    }
    #expect(skipped == [.next(231, 3)])
    let byKey = record { scheduler in
      self.hot(scheduler, [.next(210, 1), .next(220, 3), .next(230, 4)], fallback: 0)
        .distinctUntilChanged { $0 % 2 }
    }
    #expect(byKey == [.next(211, 1), .next(231, 4)])
    let byComparer = record { scheduler in
      self.hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5)], fallback: 0)
        .distinctUntilChanged { abs($0 - $1) < 2 }
    }
    #expect(byComparer == [.next(211, 1), .next(231, 5)])
    let byKeyAndComparer = record { scheduler in
      self.hot(scheduler, [.next(210, 10), .next(220, 11), .next(230, 30)], fallback: 0)
        .distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 })
    }
    #expect(byKeyAndComparer == [.next(211, 10), .next(231, 30)])
  }

  @Test func combineLatestAndZipCollectionsAndTuples() {
    let combined = record { scheduler -> Driver<[Int]> in
      Driver.combineLatest([
        self.hot(scheduler, [.next(210, 1), .next(230, 2)], fallback: 0),
        self.hot(scheduler, [.next(220, 10)], fallback: 0),
      ])
    }
    #expect(combined == [.next(221, [1, 10]), .next(231, [2, 10])])
    let summed = record { scheduler -> Driver<Int> in
      Driver.combineLatest(
        [
          self.hot(scheduler, [.next(210, 1)], fallback: 0),
          self.hot(scheduler, [.next(220, 10)], fallback: 0),
        ], resultSelector: { $0.reduce(0, +) })
    }
    #expect(summed == [.next(221, 11)])
    let tupled = record { scheduler -> Driver<String> in
      Driver.combineLatest(
        self.hot(scheduler, [.next(210, 1)], fallback: 0),
        self.hot(scheduler, [.next(220, "a")], fallback: ""),
        self.hot(scheduler, [.next(230, true)], fallback: false)
      ).map { "\($0.0)\($0.1)\($0.2)" }
    }
    #expect(tupled == [.next(231, "1atrue")])
    let zipped = record { scheduler -> Driver<[Int]> in
      Driver.zip([
        self.hot(scheduler, [.next(210, 1), .next(230, 2)], fallback: 0),
        self.hot(scheduler, [.next(220, 10), .next(240, 20)], fallback: 0),
      ])
    }
    #expect(zipped == [.next(221, [1, 10]), .next(241, [2, 20])])
    let zippedSum = record { scheduler -> Driver<Int> in
      Driver.zip(
        [
          self.hot(scheduler, [.next(210, 1)], fallback: 0),
          self.hot(scheduler, [.next(220, 10)], fallback: 0),
        ], resultSelector: { $0.reduce(0, +) })
    }
    #expect(zippedSum == [.next(221, 11)])
    let zippedTuple = record { scheduler -> Driver<String> in
      Driver.zip(
        self.hot(scheduler, [.next(210, 1)], fallback: 0),
        self.hot(scheduler, [.next(220, "a")], fallback: "")
      ).map { "\($0.0)\($0.1)" }
    }
    #expect(zippedTuple == [.next(221, "1a")])
  }

  @Test func conversionsToDriversAndSignals() {
    let fromInfallible = record { _ in Infallible.just(4).asDriver() }
    #expect(fromInfallible == [.next(201, 4), .completed(202)])
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = Driver.just(1)
      let signal = Signal.just(1)
      #expect(driver.asDriver().asObservable() === driver.asObservable())
      #expect(signal.asSignal().asObservable() === signal.asObservable())
    }
  }

  @Test func controlTraitsAsDriversAndSignals() {
    let values = BehaviorSubject(value: 1)
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let taps = PublishSubject<Int>()
    let event = ControlEvent(events: taps)
    let scheduler = TestScheduler(initialClock: 0)
    let fromProperty = TraitsTestBox<[Int]>([])
    let fromEventDriver = TraitsTestBox<[Int]>([])
    let fromEventSignal = TraitsTestBox<[Int]>([])
    var subscriptions: [Disposable] = []
    SharingScheduler.mock(scheduler: scheduler) {
      subscriptions.append(property.asDriver().drive(onNext: { fromProperty.value.append($0) }))
      subscriptions.append(event.asDriver().drive(onNext: { fromEventDriver.value.append($0) }))
      subscriptions.append(event.asSignal().emit(onNext: { fromEventSignal.value.append($0) }))
    }
    // The control traits subscribe through the main queue; delivery is on the mock.
    let subscribed = TraitsTestBox(false)
    DispatchQueueProbe.afterMainQueueDrains { subscribed.value = true }
    #expect(TraitsTestSupport.pumpMainQueue(until: { subscribed.value }))
    taps.onNext(5)
    scheduler.advanceTo(scheduler.clock + 10)
    #expect(fromProperty.value == [1])
    #expect(fromEventDriver.value == [5])
    #expect(fromEventSignal.value == [5])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func driveHandsTheObservableToBinders() {
    let scheduler = TestScheduler(initialClock: 0)
    var collected: [Int] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = Driver.just(7)
      let subscription = driver.drive { observable in
        observable.subscribe(onNext: { collected.append($0) })
      }
      let curried = driver.drive(
        { observable in { (offset: Int) in observable.map { $0 + offset } } }, curriedArgument: 1)
      _ = curried.subscribe(onNext: { collected.append($0) })
      scheduler.start()
      subscription.dispose()
    }
    #expect(collected == [7, 8])
  }

  @Test func driveToReplayRelaysOfOptionals() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int?>.create(bufferSize: 1)
    let behavior = BehaviorRelay<Int?>(value: nil)
    let signalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
    let signalBehavior = BehaviorRelay<Int?>(value: nil)
    let observer = scheduler.createObserver(Int?.self)
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Driver.just(3).drive(relay)
      _ = Signal.just(4).emit(to: signalRelay)
      _ = Signal.just(5).emit(to: signalBehavior)
      _ = Signal.just(6).emit(to: observer)
      _ = Driver.just(2).drive(behavior)
      scheduler.start()
    }
    var replayed: [Int?] = []
    _ = relay.subscribe(onNext: { replayed.append($0) })
    _ = signalRelay.subscribe(onNext: { replayed.append($0) })
    #expect(replayed == [3, 4])
    #expect(signalBehavior.value == 5)
    #expect(behavior.value == 2)
    #expect(observer.events == [.next(1, 6), .completed(1)])
  }

  @Test func signalWithUnretainedCompletesWhenTheObjectIsGone() {
    final class Owner {}
    let scheduler = TestScheduler(initialClock: 0)
    var owner: Owner? = Owner()
    let names = TraitsTestBox<[String]>([])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = xs.asSignal(onErrorJustReturn: 0).withUnretained(owner!).map { _, value in value
      }
      scheduler.scheduleAt(200) {
        _ = signal.emit(
          onNext: { names.value.append("\($0)") }, onCompleted: { names.value.append("completed") })
      }
      scheduler.scheduleAt(220) { owner = nil }
      scheduler.start()
    }
    #expect(names.value == ["1", "completed"])
  }
}
