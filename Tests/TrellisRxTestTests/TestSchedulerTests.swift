import Foundation
import Testing
import TrellisRxTest

@Suite struct TestSchedulerTests {
  @Test func startUsesRxTestsDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var created: TestTime?
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(1_010, 3), .completed(1_100),
    ])
    let res = scheduler.start { () -> Observable<Int> in
      created = scheduler.clock
      return xs.asObservable()
    }
    #expect(created == 100)
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 1_000)])
  }

  @Test func startWithExplicitTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(310, 1), .next(410, 2), .next(510, 3)])
    let res = scheduler.start(created: 300, subscribed: 400, disposed: 500) { xs.asObservable() }
    #expect(res.events == [.next(410, 2)])
    #expect(xs.subscriptions == [Subscription(400, 500)])
  }

  @Test func startWithOnlyADisposalTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let res = scheduler.start(disposed: 250) { xs.asObservable() }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func coldObservablesCountFromEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) { _ = ys.subscribe(first) }
    scheduler.scheduleAt(205) { _ = ys.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
    #expect(second.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
    #expect(ys.subscriptions == [Subscription(100), Subscription(205)])
  }

  @Test func hotObservablesEmitWithoutSubscribersAndRecordEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(110, 1), .next(220, 2), .next(330, 3)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func simulatedProcessingDelayMovesImmediateWorkOneTick() {
    let delayed = TestScheduler(initialClock: 0)
    let exact = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    var times: [TestTime] = []
    for scheduler in [delayed, exact] {
      scheduler.scheduleAt(50) {
        _ = scheduler.schedule(()) { _ in
          times.append(scheduler.clock)
          return Disposables.create()
        }
      }
      scheduler.start()
    }
    #expect(times == [51, 50])
  }

  @Test func resolutionSetsTheLengthOfATick() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start {
      Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
    }
    #expect(res.events == [.next(450, 0), .completed(450)])
    #expect(scheduler.now == Date(timeIntervalSince1970: 1.0))
  }

  @Test func recordedEventsHelpersBuildTheSameEvents() {
    let error = NSError(domain: "test", code: 7)
    let events = Recorded.events(.next(210, 1), .completed(300))
    #expect(
      events == [Recorded(time: 210, value: .next(1)), Recorded(time: 300, value: .completed)])
    let typed: [Recorded<Event<Int>>] = [.completed(300, Int.self), .error(400, error, Int.self)]
    #expect(typed[0] == .completed(300))
    #expect(typed[1] == .error(400, NSError(domain: "test", code: 7)))
    #expect(typed[1] != .error(400, NSError(domain: "test", code: 8)))
    #expect(Recorded<Event<Int>>.next(210, 1) != .next(211, 1))
    #expect(Subscription(200, 1_000).debugDescription == "(200 : 1000)")
    #expect(Subscription(200).debugDescription == "(200 : Infinity)")
  }
}
