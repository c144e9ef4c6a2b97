import Testing
import TrellisRxTest

@Test func hotMap() throws {
  let scheduler = TestScheduler(initialClock: 0)
  let xs = scheduler.createHotObservable([
    .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
  ])
  let res = scheduler.start { xs.map { $0 * 10 } }
  #expect(res.events == [.next(210, 20), .next(220, 30), .completed(300)])
  #expect(xs.subscriptions == [Subscription(200, 300)])
  let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
  let res2 = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { ys.asObservable() }
  #expect(res2.events == [.next(1110, 1), .completed(1120)])
  #expect(try Observable.just(3).toBlocking().toArray() == [3])
}
