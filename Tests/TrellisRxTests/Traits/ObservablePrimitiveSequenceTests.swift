import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ObservablePrimitiveSequenceTests {
  @Test func asSingleEmitsTheOnlyElementOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.next(250, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asSingleFailsWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.error(250, RxError.noElements)])
  }

  @Test func asSingleFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func asSinglePassesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    #expect(res.events == [.error(230, TestError.boom)])
  }

  @Test func asMaybeAllowsEmptyButNotTwo() {
    let one = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .completed(250)]).asMaybe().asObservable()
    }
    #expect(one == [.next(250, 1), .completed(250)])
    let none = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.completed(250, Int.self)]).asMaybe().asObservable()
    }
    #expect(none == [.completed(250)])
    let scheduler = TestScheduler(initialClock: 0)
    let two = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { two.asMaybe().asObservable() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
    #expect(two.subscriptions == [Subscription(200, 220)])
  }

  @Test func firstTakesTheFirstElementAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.first().asObservable() }
    #expect(res.events == [.next(210, 1 as Int?), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func firstOfEmptyIsNil() {
    let empty = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.completed(250, Int.self)]).first().asObservable()
    }
    #expect(empty == [.next(250, nil), .completed(250)])
    let failing = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.error(230, TestError.boom, Int.self)]).first().asObservable()
    }
    #expect(failing == [.error(230, TestError.boom)])
  }

  @Test func toArrayCollectsUntilCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.toArray().asObservable() }
    #expect(res.events == [.next(250, [1, 2]), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    let empty = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.completed(250, Int.self)]).toArray().asObservable()
    }
    #expect(empty == [.next(250, []), .completed(250)])
    let failing = TraitsTestSupport.record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)]).toArray()
        .asObservable()
    }
    #expect(failing == [.error(230, TestError.boom)])
  }

  @Test func asCompletableOfNeverObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Never.self)])
    #expect(scheduler.start { xs.asCompletable().asObservable() }.events == [.completed(250)])
  }
}
