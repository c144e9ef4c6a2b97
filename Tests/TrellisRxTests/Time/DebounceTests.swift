import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DebounceTests {
  @Test func emitsAfterQuietPeriodsOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(300, 3), .next(320, 4), .next(400, 5), .next(420, 6),
      .next(450, 7), .completed(500),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(270, 2), .next(340, 4), .next(440, 6), .next(470, 7), .completed(500),
      ])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func completionFlushesTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 2), .next(260, 3), .completed(270)])
    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(270, 3), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 270)])
  }

  @Test func errorDropsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 2), .next(300, 3), .error(310, TestError.boom),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.next(270, 2), .error(310, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 310)])
  }

  @Test func aBusySourceEmitsNothingUntilItPauses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
    ])
    let res = scheduler.start { xs.debounce(.seconds(15), scheduler: scheduler) }
    #expect(res.events == [.next(255, 4)])
  }

  @Test func disposeMidStreamCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 2), .next(300, 3), .completed(500)])
    let res = scheduler.start(disposed: 310) { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(res.events == [.next(270, 2)])
    #expect(xs.subscriptions == [Subscription(200, 310)])
  }

  @Test(.notUnderThreadSanitizer) func timersOnAnotherThreadRaceTheSource() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let source = PublishSubject<Int>()
    let received = Guarded<[Int]>([])
    let completed = DispatchSemaphore(value: 0)
    let subscription = source.debounce(.microseconds(50), scheduler: scheduler).subscribe(
      onNext: { value in received.withLock { $0.append(value) } },
      onCompleted: { completed.signal() })
    DispatchQueue.global().async {
      for value in 0..<2_000 {
        source.onNext(value)
        if value % 100 == 0 { usleep(200) }
      }
      source.onCompleted()
    }
    #expect(completed.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    let values = received.current
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.last == 1_999)
  }
}
