import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ReduceTests {
  let scheduler = TestScheduler(initialClock: 0)

  func source() -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
  }

  @Test func emitsTheFinalValueOnCompletion() {
    let xs = source()
    let res = scheduler.start { xs.reduce(10, accumulator: +) }
    #expect(res.events == [.next(240, 16), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func mapResultTransformsTheFinalValue() {
    let xs = source()
    let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
    #expect(res.events == [.next(240, "sum 6"), .completed(240)])
  }

  @Test func emptySourceEmitsTheSeed() {
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    #expect(res.events == [.next(250, 42), .completed(250)])
  }

  @Test func reduceIntoMutatesInPlace() {
    let xs = source()
    let res = scheduler.start { xs.reduce(into: [Int]()) { $0.append($1) } }
    #expect(res.events == [.next(240, [1, 2, 3]), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func reduceIntoWithMapResult() throws {
    let result = try Observable.merge(Observable.just(1), Observable.just(2))
      .reduce(into: [Int](), { $0.append($1) }, mapResult: { $0.count })
      .toBlocking().toArray()
    #expect(result == [2])
  }

  @Test func accumulatorErrorIsEmitted() {
    let xs = source()
    let res = scheduler.start {
      xs.reduce(0) { sum, x in
        if x == 2 { throw TestError.boom }
        return sum + x
      }
    }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func mapResultErrorIsEmitted() {
    let xs = source()
    let res = scheduler.start {
      xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError.other })
    }
    #expect(res.events == [.error(240, TestError.other)])
  }

  @Test func sourceErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    #expect(res.events == [.error(220, TestError.boom)])
  }

  @Test func disposeMidStream() {
    let xs = source()
    let res = scheduler.start(disposed: 225) { xs.reduce(0, accumulator: +) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }
}
