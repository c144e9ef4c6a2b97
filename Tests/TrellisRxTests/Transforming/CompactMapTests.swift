import Testing
import TrellisRx
import TrellisRxTest

@Suite struct CompactMapTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func skipsNilResults() {
    let xs = scheduler.createHotObservable([
      .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240),
    ])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    #expect(res.events == [.next(210, 1), .next(230, 3), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func transformErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
    let res = scheduler.start {
      xs.compactMap { x -> Int? in
        if x == 2 { throw TestError.boom }
        return x
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let res = scheduler.start { xs.compactMap { $0 } }
    #expect(res.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let res = scheduler.start(disposed: 220) { xs.compactMap { $0 * 2 } }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
