import Testing
import TrellisRx
import TrellisRxTest

@Suite struct RetryWhenTests {
  @Test func resubscribesAtOnceWhenTheTriggerEmitsRightAway() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .error(30, TestError.boom),
    ])
    let res = scheduler.start(disposed: 300) {
      xs.retry(when: { (errors: Observable<Swift.Error>) in errors.map { _ in () } })
    }
    #expect(
      res.events == [
        .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
      ])
    #expect(
      xs.subscriptions == [
        Subscription(200, 230), Subscription(230, 260), Subscription(260, 290),
        Subscription(290, 300),
      ])
  }

  @Test func passesThroughASourceThatCompletesAndReleasesTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ts = scheduler.createHotObservable([.next(400, 0)])
    let res = scheduler.start {
      xs.retry(when: { (_: Observable<Swift.Error>) in ts.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ts.subscriptions == [Subscription(200, 250)])
  }

  @Test func waitsForTheTriggerBeforeResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start(disposed: 400) {
      xs.retry(when: { (errors: Observable<Swift.Error>) in
        Observable<Int>.create { trigger in
          errors.subscribe(onNext: { _ in
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
              trigger.onNext(0)
              return Disposables.create()
            }
          })
        }
      })
    }
    #expect(res.events == [.next(210, 1), .next(280, 1), .next(350, 1)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(270, 290), Subscription(340, 360)])
  }

  @Test func triggerCompletionCompletesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    var failures = 0
    let res = scheduler.start {
      xs.retry(when: { (errors: Observable<Swift.Error>) in
        Observable<Int>.create { trigger in
          errors.subscribe(onNext: { _ in
            failures += 1
            if failures < 3 { trigger.onNext(failures) } else { trigger.onCompleted() }
          })
        }
      })
    }
    #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  @Test func anErrorThrownInTheHandlersChainIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    var attempts = 0
    let res = scheduler.start {
      xs.retry(when: { (errors: Observable<Swift.Error>) in
        errors.map { error -> Int in
          attempts += 1
          if attempts > 1 { throw TestError.other }
          return attempts
        }
      })
    }
    #expect(res.events == [.next(210, 1), .next(230, 1), .error(240, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
  }

  @Test func typedHandlerPassesOtherErrorsStraightThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
    var handled = 0
    let res = scheduler.start {
      xs.retry(when: { (errors: Observable<TestError>) in
        errors.map { _ -> Int in
          handled += 1
          return handled
        }
      })
    }
    #expect(res.events == [.next(210, 1), .error(220, RxError.unknown)])
    #expect(handled == 0)
  }

  @Test func typedHandlerRetriesItsOwnErrors() {
    var attempt = 0
    let source = Observable<Int>.deferred {
      attempt += 1
      return attempt < 3 ? .error(TestError.boom) : .just(attempt)
    }
    var received: [Event<Int>] = []
    _ = source.retry(when: { (errors: Observable<TestError>) in errors.map { _ in 0 } })
      .subscribe { received.append($0) }
    #expect(received == [.next(3), .completed])
  }

  @Test func disposeMidStreamDisposesTheAttemptAndTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
    let ts = scheduler.createHotObservable([.next(600, 0)])
    let res = scheduler.start(disposed: 400) {
      xs.retry(when: { (_: Observable<Swift.Error>) in ts.asObservable() })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ts.subscriptions == [Subscription(200, 400)])
  }
}
