import Testing
import TrellisRx
import TrellisRxTest

@Suite struct PrimitiveSequenceOperatorsTests {
  @Test func singleFlatMapChainsSingles() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single.just(2).flatMap { value in Single.just(value * 3, scheduler: scheduler) }
        .asObservable()
    }
    #expect(res.events == [.next(201, 6), .completed(202)])
  }

  @Test func singleFlatMapMaybeAndCompletable() {
    var log: [String] = []
    _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(onCompleted: {
      log.append("maybe empty")
    })
    _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: {
      log.append("completed")
    })
    _ = Single.just(1).compactMap { $0 > 0 ? "yes" : nil }.subscribe(onSuccess: { log.append($0) })
    #expect(log == ["maybe empty", "completed", "yes"])
  }

  @Test func singleDoCatchAndRetry() {
    var log: [String] = []
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.boom) : .just(attempts)
    }
    _ = flaky.retry(3).do(onSuccess: { log.append("do \($0)") }).subscribe(onSuccess: {
      log.append("success \($0)")
    })
    _ = Single<Int>.error(TestError.boom).catchAndReturn(0).subscribe(onSuccess: {
      log.append("fallback \($0)")
    })
    _ = Single<Int>.error(TestError.boom).catch { _ in .just(5) }.subscribe(onSuccess: {
      log.append("caught \($0)")
    })
    #expect(log == ["do 3", "success 3", "fallback 0", "caught 5"])
  }

  @Test func singleZipWaitsForAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single.zip(Single.just(1, scheduler: scheduler), Single.just("a")) { "\($0)\($1)" }
        .asObservable()
    }
    #expect(res.events == [.next(201, "1a"), .completed(202)])
    var all: [[Int]] = []
    _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { all.append($0) })
    _ = Single<Int>.zip([Single<Int>]()).subscribe(onSuccess: { all.append($0) })
    #expect(all == [[1, 2], []])
    var tuple: (Int, String)?
    _ = Single.zip(Single.just(1), Single.just("x")).subscribe(onSuccess: { tuple = $0 })
    #expect(tuple?.0 == 1 && tuple?.1 == "x")
  }

  @Test func singleAsCompletableDropsTheElement() {
    let res = TraitsTestSupport.record { _ in Single.just(1).asCompletable().asObservable() }
    #expect(res == [.completed(200)])
  }

  @Test func observeOnAndSubscribeOnMoveWork() {
    let observed = TraitsTestSupport.record { scheduler in
      Single.just(1).observe(on: scheduler).asObservable()
    }
    // Each event takes its own hop through the scheduler, as in RxSwift.
    #expect(observed == [.next(201, 1), .completed(202)])
    let subscribed = TraitsTestSupport.record { scheduler in
      Maybe.just(1).subscribe(on: scheduler).asObservable()
    }
    #expect(subscribed == [.next(201, 1), .completed(201)])
  }

  @Test func maybeIfEmptyAndZip() {
    var log: [String] = []
    _ = Maybe<Int>.empty().ifEmpty(default: 4).subscribe(onSuccess: { log.append("default \($0)") })
    _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(5)).subscribe(onSuccess: {
      log.append("maybe \($0)")
    })
    _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(6)).subscribe(onSuccess: {
      log.append("single \($0)")
    })
    _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }.subscribe(
      onSuccess: { log.append("zip \($0)") }, onCompleted: { log.append("zip empty") })
    _ = Maybe.just(2).flatMap { Maybe.just($0 * 2) }.do(onNext: { log.append("do \($0)") })
      .subscribe(onSuccess: { log.append("flat \($0)") })
    _ = Maybe<Int>.error(TestError.boom).catchAndReturn(9).subscribe(onSuccess: {
      log.append("caught \($0)")
    })
    #expect(log == ["default 4", "maybe 5", "single 6", "zip empty", "do 4", "flat 4", "caught 9"])
  }

  @Test func completableConcatRunsInTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(10, Never.self)])
    let second = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start {
      first.asCompletable().concat(second.asCompletable()).asObservable()
    }
    #expect(res.events == [.completed(230)])
    #expect(first.subscriptions == [Subscription(200, 210)])
    #expect(second.subscriptions == [Subscription(210, 230)])
  }

  @Test func completableZipRunsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(10, Never.self)])
    let second = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start {
      Completable.zip(first.asCompletable(), second.asCompletable()).asObservable()
    }
    #expect(res.events == [.completed(220)])
    #expect(first.subscriptions == [Subscription(200, 210)])
    #expect(second.subscriptions == [Subscription(200, 220)])
    var log: [String] = []
    _ = Completable.concat([Completable.empty(), Completable.error(TestError.boom)])
      .do(onError: { _ in log.append("do error") })
      .subscribe(onError: { log.append("error \($0)") })
    _ = Completable.zip([Completable.empty(), Completable.empty()]).subscribe(onCompleted: {
      log.append("zipped")
    })
    #expect(log == ["do error", "error boom", "zipped"])
  }

  @available(*, deprecated, message: "exercises the deprecated Completable.merge")
  @Test func completableMergeIsZip() {
    var completed = 0
    _ = Completable.merge(Completable.empty(), Completable.empty()).subscribe(onCompleted: {
      completed += 1
    })
    _ = Completable.merge([Completable.empty()]).subscribe(onCompleted: { completed += 1 })
    #expect(completed == 2)
  }

}

@Suite struct PrimitiveSequenceResourceTests {
  @Test func usingTiesTheResourceToTheSubscription() {
    final class Resource: Disposable {
      var onDispose: () -> Void = {}
      func dispose() { onDispose() }
    }
    var log: [String] = []
    let single = Single<Int>.using(
      {
        let resource = Resource()
        resource.onDispose = { log.append("resource released") }
        return resource
      },
      primitiveSequenceFactory: { _ in Single.just(1) })
    _ = single.subscribe(onSuccess: { log.append("success \($0)") })
    #expect(log == ["success 1", "resource released"])
  }

  @Test func retryWhenResubscribesOnTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let res = scheduler.start {
      Single<Int>.deferred {
        attempts += 1
        return attempts < 3 ? .error(TestError.boom) : .just(attempts)
      }
      .retry(when: { (errors: Observable<TestError>) in
        errors.flatMap { _ in Observable.just(()).delaySubscriptionForRetryTest(scheduler) }
      })
      .asObservable()
    }
    #expect(res.events == [.next(202, 3), .completed(202)])
    #expect(attempts == 3)
  }

  @available(*, deprecated, message: "exercises the pre-6.0 names")
  @Test func deprecatedNamesStillWork() {
    var log: [String] = []
    _ = Single<Int>.error(TestError.boom).catchErrorJustReturn(1).subscribe(onSuccess: {
      log.append("\($0)")
    })
    _ = Maybe<Int>.error(TestError.boom).catchErrorJustReturn(2).subscribe(onSuccess: {
      log.append("\($0)")
    })
    _ = Single<Int>.error(TestError.boom).catchError { _ in .just(3) }.subscribe(onSuccess: {
      log.append("\($0)")
    })
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single.just(4).observeOn(scheduler).subscribeOn(scheduler).asObservable()
    }
    #expect(log == ["1", "2", "3"])
    #expect(res.events == [.next(202, 4), .completed(203)])
  }
}

extension ObservableType {
  /// Re-emits this sequence's events one tick later on `scheduler` (a test helper).
  fileprivate func delaySubscriptionForRetryTest(_ scheduler: TestScheduler) -> Observable<Element>
  {
    subscribe(on: scheduler)
  }
}
