import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DematerializeTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func turnsElementsBackIntoEvents() {
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .next(220, Event.next(2)), .next(230, Event<Int>.completed),
      .next(240, Event.next(3)), .completed(250),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func anErrorElementErrors() {
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .next(220, Event<Int>.error(TestError.boom)), .completed(250),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceCompletionIsForwarded() {
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .completed(220)])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceErrorIsForwarded() {
    let ys = scheduler.createHotObservable([.error(230, TestError.other, Event<Int>.self)])
    let res = scheduler.start { ys.dematerialize() }
    #expect(res.events == [.error(230, TestError.other)])
  }

  @Test func materializeRoundTrip() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.materialize().dematerialize() }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(230, Event.next(2))])
    let res = scheduler.start(disposed: 220) { xs.dematerialize() }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
