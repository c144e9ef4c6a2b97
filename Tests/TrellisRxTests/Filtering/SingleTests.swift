import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SingleTests {
  @Test func emitsTheOnlyElementAndCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func emptyIsNoElementsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250, Int.self)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.error(250, RxError.noElements)])
  }

  @Test func secondElementIsMoreThanOneElementError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func predicateSelectsTheOnlyMatch() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 4), .next(230, 5), .completed(250),
    ])
    let res = scheduler.start { xs.single { $0 % 2 == 0 } }
    #expect(res.events == [.next(220, 4), .completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 6)])
    let res2 = scheduler2.start { ys.single { $0 % 2 == 0 } }
    #expect(res2.events == [.next(220, 4), .error(230, RxError.moreThanOneElement)])
    let scheduler3 = TestScheduler(initialClock: 0)
    let zs = scheduler3.createHotObservable([.next(210, 1), .completed(220)])
    let res3 = scheduler3.start { zs.single { $0 % 2 == 0 } }
    #expect(res3.events == [.error(220, RxError.noElements)])
  }

  @Test func predicateErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start {
      xs.single { value in
        if value == 2 { throw TestError.other }
        return true
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(350)])
    let res = scheduler.start(disposed: 250) { xs.single() }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
