import Dispatch
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct IntervalTests {
  @Test func emitsEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4),
        .next(800, 5), .next(900, 6),
      ])
  }

  @Test func disposeStopsTheTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 350) {
      Observable<Int32>.interval(.seconds(50), scheduler: scheduler)
    }
    #expect(res.events == [.next(250, 0), .next(300, 1)])
  }

  @Test func millisecondsWithAFinerResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start(disposed: 1000) {
      Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
    }
    #expect(res.events == [.next(500, 0), .next(800, 1)])
  }

  @Test func realQueueTicksRepeatedly() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let taken = Guarded<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler)
      .subscribe(onNext: { value in
        let reachedThree = taken.withLock { taken -> Bool in
          guard taken.count < 3 else { return false }
          taken.append(value)
          return taken.count == 3
        }
        if reachedThree { done.signal() }
      })
    #expect(done.wait(timeout: .now() + 5) == .success)
    subscription.dispose()
    #expect(taken.current == [0, 1, 2])
  }
}
