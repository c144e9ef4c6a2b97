import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SkipTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
  }

  @Test func dropsTheFirstCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(2) }
    #expect(res.events == [.next(230, 3), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func zeroOrNegativeSkipsNothing() {
    for count in [0, -3] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = Self.source(scheduler)
      let res = scheduler.start { xs.skip(count) }
      #expect(
        res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    }
  }

  @Test func completesWhileStillSkipping() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(10) }
    #expect(res.events == [.completed(250)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .error(230, TestError.boom),
    ])
    let res = scheduler.start { xs.skip(1) }
    #expect(res.events == [.next(220, 2), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 235) { xs.skip(1) }
    #expect(res.events == [.next(220, 2), .next(230, 3)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }

  @Test func dropsWhatArrivesBeforeTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(.seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(230, 3), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func zeroDurationOpensAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
  }

  @Test func durationLongerThanTheSourceEmitsOnlyTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res2 = scheduler2.start { ys.skip(.seconds(100), scheduler: scheduler2) }
    #expect(res2.events == [.error(220, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposingBeforeTheDurationCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 235) { xs.skip(.seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(230, 3)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }
}
