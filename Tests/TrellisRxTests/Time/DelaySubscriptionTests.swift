import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DelaySubscriptionTests {
  @Test func subscribesLaterAndForwardsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(280, 42), .next(290, 43), .completed(300)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  @Test func forwardsErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .error(70, TestError.boom)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(280, 42), .error(300, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  @Test func hotSourceMissesWhatCameBefore() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(260, 3), .completed(300),
    ])
    let res = scheduler.start { xs.delaySubscription(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(260, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(250, 300)])
  }

  @Test func disposeBeforeDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
    let res = scheduler.start(disposed: 229) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(res.events == [])
    #expect(xs.subscriptions == [])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(240, 1), .next(260, 2), .next(280, 3), .completed(300),
    ])
    let res = scheduler.start(disposed: 270) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(res.events == [.next(240, 1), .next(260, 2)])
    #expect(xs.subscriptions == [Subscription(230, 270)])
  }
}
