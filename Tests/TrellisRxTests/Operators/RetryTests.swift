import Testing
import TrellisRx
import TrellisRxTest

@Suite struct RetryTests {
  @Test func retryPassesThroughASourceThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    let res = scheduler.start { xs.retry() }
    #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    #expect(xs.subscriptions == [Subscription(200, 450)])
  }

  @Test func retryResubscribesForeverUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .error(200, TestError.boom),
    ])
    let res = scheduler.start(disposed: 1100) { xs.retry() }
    #expect(
      res.events == [
        .next(300, 1), .next(350, 2), .next(500, 1), .next(550, 2), .next(700, 1), .next(750, 2),
        .next(900, 1), .next(950, 2),
      ])
    #expect(
      xs.subscriptions == [
        Subscription(200, 400), Subscription(400, 600), Subscription(600, 800),
        Subscription(800, 1000), Subscription(1000, 1100),
      ])
  }

  @Test func retryCountEmitsTheLastErrorAfterTheLastAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .error(15, TestError.boom)])
    let res = scheduler.start { xs.retry(3) }
    #expect(
      res.events == [
        .next(205, 1), .next(210, 2), .next(220, 1), .next(225, 2), .next(235, 1), .next(240, 2),
        .error(245, TestError.boom),
      ])
    #expect(
      xs.subscriptions == [Subscription(200, 215), Subscription(215, 230), Subscription(230, 245)])
  }

  @Test func retryCountStopsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempt = 0
    let source = Observable<Int>.deferred {
      attempt += 1
      return attempt < 2 ? Observable.error(TestError.boom) : Observable.just(attempt)
    }
    let res = scheduler.start { source.retry(5) }
    #expect(res.events == [.next(200, 2), .completed(200)])
    #expect(attempt == 2)
  }

  @Test func retryCountDisposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(15, TestError.boom)])
    let res = scheduler.start(disposed: 225) { xs.retry(3) }
    #expect(res.events == [.next(205, 1), .next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 215), Subscription(215, 225)])
  }

  @Test func retryZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(15, TestError.boom)])
    let res = scheduler.start { xs.retry(0) }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func retryingASynchronousFailureDoesNotGrowTheStack() {
    var subscriptions = 0
    let failing = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    var received: [Event<Int>] = []
    _ = failing.retry(50_000).subscribe { received.append($0) }
    #expect(subscriptions == 50_000)
    #expect(received == [.error(TestError.boom)])
  }
}
