import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SwitchLatestTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func emitsTheLatestInnerAndCompletesAfterIt() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
    let ys2 = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(60)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(235, ys2.asObservable()), .completed(250),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(res.events == [.next(220, 1), .next(245, 3), .next(255, 4), .completed(295)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys1.subscriptions == [Subscription(210, 235)])
    #expect(ys2.subscriptions == [Subscription(235, 295)])
  }

  @Test func innerErrorIsEmitted() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(300)])
    let res = scheduler.start { xs.switchLatest() }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func outerErrorIsEmitted() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .error(240, TestError.other),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(res.events == [.next(220, 1), .error(240, TestError.other)])
    #expect(ys1.subscriptions == [Subscription(210, 240)])
  }

  @Test func disposeMidStream() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(100)])
    let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(300)])
    let res = scheduler.start(disposed: 240) { xs.switchLatest() }
    #expect(res.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys1.subscriptions == [Subscription(210, 240)])
  }
}
