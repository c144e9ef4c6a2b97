import Dispatch
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DelayTests {
  @Test func shiftsElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    #expect(xs.subscriptions == [Subscription(200, 550)])
  }

  @Test func shorterAndLongerThanTheGaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    #expect(res.events == [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
    let ys = scheduler.createColdObservable([
      .next(10, 1), .next(11, 2), .next(12, 3), .completed(13),
    ])
    let burst = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) {
      ys.delay(.seconds(42), scheduler: scheduler)
    }
    #expect(
      burst.events == [
        .next(1152, 1), .next(1153, 2), .next(1154, 3), .completed(1155),
      ])
  }

  @Test func errorIsNotDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError.boom),
    ])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    #expect(res.events == [.next(400, 2), .next(500, 3), .error(550, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 550)])
  }

  @Test func onlyCompletionIsDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    #expect(res.events == [.completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposeMidStreamDropsPendingEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(350, 2)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test(.notUnderThreadSanitizer) func realSchedulerKeepsOrder() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let values = try Observable.of(1, 2, 3).delay(.milliseconds(5), scheduler: scheduler)
      .toBlocking(timeout: 5).toArray()
    #expect(values == [1, 2, 3])
  }

  @Test(.notUnderThreadSanitizer) func realSchedulerErrorFromAnotherThread() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let subject = PublishSubject<Int>()
    let outcome = Guarded<[Event<Int>]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = subject.delay(.milliseconds(5), scheduler: scheduler).subscribe { event in
      outcome.withLock { $0.append(event) }
      if event.isStopEvent { done.signal() }
    }
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onError(TestError.boom)
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    subscription.dispose()
    #expect(outcome.current.last == .error(TestError.boom))
    #expect(outcome.current.count <= 2)
  }
}
