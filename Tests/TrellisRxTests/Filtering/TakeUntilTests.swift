import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TakeUntilTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
  }

  @Test func completesWhenTheOtherProducesAnElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.next(150, "x"), .next(225, "stop")])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func otherCompletingEmptyLetsTheSourceRun() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.completed(225, String.self)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(
      res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func errorsOfEitherAreEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.error(225, TestError.boom, String.self)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])

    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 2), .error(215, TestError.other)])
    let other2 = scheduler2.createHotObservable([.next(225, "stop")])
    let res2 = scheduler2.start { ys.take(until: other2) }
    #expect(res2.events == [.next(210, 2), .error(215, TestError.other)])
    #expect(other2.subscriptions == [Subscription(200, 215)])
  }

  @Test func disposeMidStreamDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.next(300, "stop")])
    let res = scheduler.start(disposed: 225) { xs.take(until: other) }
    #expect(res.events == [.next(210, 2), .next(220, 3)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func otherIsSubscribedFirst() {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    var values: [Int] = []
    var completed = false
    _ = source.take(until: Observable.just("now"))
      .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
    #expect(completed)
    #expect(values == [])
  }

  @Test func predicateExclusiveDropsTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(until: { $0 == 4 }) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func predicateInclusiveEmitsTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func predicateErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.take(until: { value in
        if value == 3 { throw TestError.boom }
        return false
      })
    }
    #expect(res.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func predicateNeverTrueRunsToTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.other)])
    let res = scheduler.start { xs.take(until: { $0 > 100 }) }
    #expect(res.events == [.next(210, 2), .error(220, TestError.other)])
  }

  @Test func predicateDisposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 215) { xs.take(until: { $0 == 4 }) }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }
}
