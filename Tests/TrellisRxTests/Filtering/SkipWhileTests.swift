import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SkipWhileTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 6), .next(240, 1), .next(250, 8),
      .completed(300),
    ])
  }

  @Test func emitsFromTheFirstFailingElementOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    var calls = 0
    let res = scheduler.start {
      xs.skip(while: { value in
        calls += 1
        return value < 5
      })
    }
    #expect(res.events == [.next(230, 6), .next(240, 1), .next(250, 8), .completed(300)])
    #expect(calls == 3)
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func completesWhileStillSkipping() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(while: { _ in true }) }
    #expect(res.events == [.completed(300)])
  }

  @Test func predicateErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.skip(while: { value in
        if value == 3 { throw TestError.boom }
        return true
      })
    }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 9), .error(220, TestError.other)])
    let res = scheduler.start { xs.skip(while: { $0 < 5 }) }
    #expect(res.events == [.next(210, 9), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 245) { xs.skip(while: { $0 < 5 }) }
    #expect(res.events == [.next(230, 6), .next(240, 1)])
    #expect(xs.subscriptions == [Subscription(200, 245)])
  }
}
