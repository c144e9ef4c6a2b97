import Testing
import TrellisRx
import TrellisRxTest

@Suite struct StartWithTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func emitsTheElementsFirst() {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.startWith(7, 8) }
    #expect(res.events == [.next(200, 7), .next(200, 8), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func errorsWithTheSource() {
    let xs = scheduler.createHotObservable([.next(220, 2), .error(230, TestError.boom)])
    let res = scheduler.start { xs.startWith(1) }
    #expect(res.events == [.next(200, 1), .next(220, 2), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
    let res = scheduler.start(disposed: 230) { xs.startWith(1) }
    #expect(res.events == [.next(200, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func chainedStartWithsPrependInCallOrder() throws {
    let result = try Observable.just(3).startWith(2).startWith(0, 1).toBlocking().toArray()
    #expect(result == [0, 1, 2, 3])
  }
}
