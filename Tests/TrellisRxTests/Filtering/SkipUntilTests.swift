import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SkipUntilTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
  }

  @Test func emitsAfterTheOtherProducesAnElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.next(150, "x"), .next(225, "go"), .completed(230)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func errorOfTheOtherIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.error(225, TestError.boom, String.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.other)])
    let other = scheduler.createHotObservable([.next(230, "go")])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  /// As in RxSwift: the source completing before the gate opens ends the subscription
  /// without emitting `completed`.
  @Test func sourceCompletingBeforeTheGateOpensEndsSilently() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.completed(225, String.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 225)])

    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = Self.source(scheduler2)
    let silent = scheduler2.createHotObservable([.next(150, "x")])
    let res2 = scheduler2.start { ys.skip(until: silent) }
    #expect(res2.events == [])
    #expect(ys.subscriptions == [Subscription(200, 250)])
    #expect(silent.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposeMidStreamDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let other = scheduler.createHotObservable([.next(215, "go"), .next(300, "again")])
    let res = scheduler.start(disposed: 235) { xs.skip(until: other) }
    #expect(res.events == [.next(220, 3), .next(230, 4)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(other.subscriptions == [Subscription(200, 215)])
  }

  @Test func sourceIsSubscribedFirst() {
    var order: [String] = []
    let source = Observable<Int>.create { _ in
      order.append("source")
      return Disposables.create()
    }
    let other = Observable<Int>.create { _ in
      order.append("other")
      return Disposables.create()
    }
    source.skip(until: other).subscribe().dispose()
    #expect(order == ["source", "other"])
  }
}
