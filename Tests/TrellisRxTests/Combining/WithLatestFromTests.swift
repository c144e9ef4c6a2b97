import Testing
import TrellisRx
import TrellisRxTest

@Suite struct WithLatestFromTests {
  private static func sources(_ scheduler: TestScheduler) -> (
    TestableObservable<Int>, TestableObservable<String>
  ) {
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(260, 2), .next(310, 3), .next(360, 4), .next(400, 5),
      .completed(500),
    ])
    let ys = scheduler.createHotObservable([
      .next(255, "a"), .next(330, "b"), .next(340, "c"), .completed(350),
    ])
    return (xs, ys)
  }

  @Test func combinesEachElementWithTheLatestOfTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = Self.sources(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    #expect(
      res.events == [
        .next(260, "2a"), .next(310, "3a"), .next(360, "4c"), .next(400, "5c"), .completed(500),
      ])
    #expect(xs.subscriptions == [Subscription(200, 500)])
    #expect(ys.subscriptions == [Subscription(200, 350)])
  }

  @Test func withoutSelectorEmitsTheLatestOfTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = Self.sources(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) }
    #expect(
      res.events == [
        .next(260, "a"), .next(310, "a"), .next(360, "c"), .next(400, "c"), .completed(500),
      ])
  }

  @Test func dropsElementsBeforeTheSecondHasOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(250, 10)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.completed(300)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func errorOfTheFirstIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .error(240, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(220, 10)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.next(230, 11), .error(240, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys.subscriptions == [Subscription(200, 240)])
  }

  @Test func errorOfTheSecondIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .error(250, TestError.other, Int.self)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.next(230, 11), .error(250, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func selectorErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = Self.sources(scheduler)
    let res = scheduler.start {
      xs.withLatestFrom(ys) { x, y -> String in
        if x == 3 { throw TestError.boom }
        return "\(x)\(y)"
      }
    }
    #expect(res.events == [.next(260, "2a"), .error(310, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 310)])
    #expect(ys.subscriptions == [Subscription(200, 310)])
  }

  @Test func disposeMidStreamDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = Self.sources(scheduler)
    let res = scheduler.start(disposed: 320) { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    #expect(res.events == [.next(260, "2a"), .next(310, "3a")])
    #expect(xs.subscriptions == [Subscription(200, 320)])
    #expect(ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func secondIsSubscribedFirst() {
    var order: [String] = []
    let first = Observable<Int>.create { observer in
      order.append("first")
      observer.onNext(1)
      return Disposables.create()
    }
    let second = Observable<Int>.create { observer in
      order.append("second")
      observer.onNext(10)
      return Disposables.create()
    }
    var values: [Int] = []
    let subscription = first.withLatestFrom(second) { $0 + $1 }
      .subscribe(onNext: { values.append($0) })
    subscription.dispose()
    #expect(order == ["second", "first"])
    #expect(values == [11])
  }
}
