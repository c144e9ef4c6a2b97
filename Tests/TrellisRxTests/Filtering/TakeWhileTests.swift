import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TakeWhileTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 6), .next(240, 1), .completed(250),
    ])
  }

  @Test func exclusiveStopsBeforeTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(while: { $0 < 5 }) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func inclusiveEmitsTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 6), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func sourceEndingSoonerEndsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(while: { _ in true }) }
    #expect(
      res.events == [.next(210, 2), .next(220, 3), .next(230, 6), .next(240, 1), .completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 2), .error(220, TestError.other)])
    let res2 = scheduler2.start { ys.take(while: { _ in true }) }
    #expect(res2.events == [.next(210, 2), .error(220, TestError.other)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func predicateErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.take(while: { value in
        if value == 3 { throw TestError.boom }
        return true
      })
    }
    #expect(res.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 5 }) }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }
}
