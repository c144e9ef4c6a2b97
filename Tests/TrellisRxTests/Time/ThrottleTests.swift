import Dispatch
import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ThrottleTests {
  private static let busy: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
    .next(450, 7),
  ]

  @Test func latestEmitsLeadingAndTrailingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.busy + [.completed(500)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func latestCompletionAfterTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.busy + [.completed(900)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    #expect(xs.subscriptions == [Subscription(200, 900)])
  }

  @Test func trailingElementIsTheMostRecentOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(300, 5),
    ])
    let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(260, 4), .next(310, 5)])
  }

  @Test func notLatestDropsElementsInsideTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.busy + [.completed(500)])
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func errorIsImmediateAndDropsTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .error(410, TestError.boom), .next(450, 7), .completed(500),
    ])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2), .error(410, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 410)])
  }

  @Test func emptyAndNeverSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let res = scheduler.start { empty.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.completed(500)])
    let never = scheduler.createHotObservable([Recorded.next(150, 0)])
    let quiet = scheduler.start(created: 1000, subscribed: 1200, disposed: 2000) {
      never.throttle(.seconds(200), scheduler: scheduler)
    }
    #expect(quiet.events == [])
    #expect(never.subscriptions == [Subscription(1200, 2000)])
  }

  @Test func disposeMidStreamCancelsTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.busy + [.completed(500)])
    let res = scheduler.start(disposed: 400) { xs.throttle(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func millisecondsOnAFinerClock() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([
      .next(1000, "s"), .next(1100, "sw"), .next(1200, "swi"), .next(1250, "swif"),
      .next(2000, "swift"),
    ])
    let res = scheduler.start(disposed: 5000) {
      xs.throttle(.milliseconds(300), scheduler: scheduler)
    }
    #expect(res.events == [.next(1000, "s"), .next(1300, "swif"), .next(2000, "swift")])
  }

  @Test(.notUnderThreadSanitizer) func timersOnAnotherThreadRaceTheSource() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let source = PublishSubject<Int>()
    let received = Guarded<[Int]>([])
    let completed = DispatchSemaphore(value: 0)
    let subscription = source.throttle(.microseconds(100), scheduler: scheduler).subscribe(
      onNext: { value in received.withLock { $0.append(value) } },
      onCompleted: { completed.signal() })
    DispatchQueue.global().async {
      for value in 0..<2_000 {
        source.onNext(value)
        if value % 50 == 0 { usleep(100) }
      }
      source.onCompleted()
    }
    #expect(completed.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    let values = received.current
    #expect(values.first == 0)
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.last == 1_999)
  }
}
