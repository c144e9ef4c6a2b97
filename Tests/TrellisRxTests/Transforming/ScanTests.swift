import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ScanTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func emitsEveryIntermediateResult() {
    let xs = scheduler.createHotObservable([
      .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.scan(10, accumulator: +) }
    #expect(res.events == [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func scanIntoMutatesInPlace() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
    let res = scheduler.start { xs.scan(into: [0]) { $0.append($1) } }
    #expect(res.events == [.next(210, [0, 1]), .next(220, [0, 1, 2]), .completed(240)])
  }

  @Test func accumulatorErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
    let res = scheduler.start {
      xs.scan(0) { sum, x in
        if x == 2 { throw TestError.boom }
        return sum + x
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let res = scheduler.start { xs.scan(into: 5) { $0 += $1 } }
    #expect(res.events == [.next(210, 6), .error(220, TestError.other)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let res = scheduler.start(disposed: 220) { xs.scan(0, accumulator: +) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func eachSubscriptionStartsFromTheSeed() throws {
    let scanned = Observable.merge(Observable.just(1), Observable.just(2)).scan(into: 10) {
      $0 += $1
    }
    #expect(try scanned.toBlocking().toArray() == [11, 13])
    #expect(try scanned.toBlocking().toArray() == [11, 13])
  }
}
