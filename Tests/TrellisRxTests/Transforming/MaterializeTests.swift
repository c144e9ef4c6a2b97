import Testing
import TrellisRx
import TrellisRxTest

@Suite struct MaterializeTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func turnsCompletionIntoAnElement() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.materialize() }
    #expect(
      res.events == [
        .next(210, .next(1)), .next(220, .next(2)), .next(230, .completed), .completed(230),
      ])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func turnsAnErrorIntoAnElementAndCompletes() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.materialize() }
    #expect(
      res.events == [.next(210, .next(1)), .next(220, .error(TestError.boom)), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let res = scheduler.start(disposed: 220) { xs.materialize() }
    #expect(res.events == [.next(210, .next(1))])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
