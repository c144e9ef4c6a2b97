import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SingleTraitTests {
  @Test func createSuccessCallsOnSuccessThenOnDisposed() {
    var log: [String] = []
    let single = Single<Int>.create { observer in
      observer(.success(5))
      observer(.success(6))
      return Disposables.create { log.append("resource") }
    }
    _ = single.subscribe(
      onSuccess: { log.append("success \($0)") },
      onFailure: { _ in log.append("failure") },
      onDisposed: { log.append("disposed") })
    // As in RxSwift, onDisposed runs right after onSuccess, before the source is released.
    #expect(log == ["success 5", "disposed", "resource"])
  }

  @Test func createFailureCallsOnFailure() {
    var errors: [TestError] = []
    var disposed = 0
    _ = Single<Int>.create { observer in
      observer(.failure(TestError.boom))
      return Disposables.create()
    }.subscribe(
      onSuccess: { _ in Issue.record("no success expected") },
      onFailure: { errors.append($0 as? TestError ?? .other) },
      onDisposed: { disposed += 1 })
    #expect(errors == [.boom])
    #expect(disposed == 1)
  }

  @Test func disposingBeforeTheResultCancelsTheWork() {
    var log: [String] = []
    var report: ((SingleEvent<Int>) -> Void)?
    let subscription = Single<Int>.create { observer in
      report = observer
      return Disposables.create { log.append("cancelled") }
    }.subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    subscription.dispose()
    report?(.success(1))
    #expect(log == ["cancelled", "disposed"])
  }

  @Test func resultObserverGetsOneResult() {
    var results: [String] = []
    _ = Single.just(3).subscribe { result in
      switch result {
      case .success(let value): results.append("success \(value)")
      case .failure: results.append("failure")
      }
    }
    _ = Single<Int>.error(TestError.boom).subscribe { result in
      if case .failure(let error) = result { results.append("failure \(error)") }
    }
    #expect(results == ["success 3", "failure boom"])
  }

  @Test func subscribeWithObjectStopsWhenObjectIsGone() {
    final class Owner {}
    var calls = 0
    var owner: Owner? = Owner()
    let subject = PublishSubject<Int>()
    _ = subject.asSingle().subscribe(
      with: owner!, onSuccess: { _, _ in calls += 1 }, onDisposed: { _ in calls += 100 })
    owner = nil
    subject.onNext(1)
    subject.onCompleted()
    #expect(calls == 0)
    _ = Single.just(1).subscribe(with: Owner(), onSuccess: { _, value in calls += value })
  }

  @Test func justSucceedsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(42).asObservable() }
    #expect(res.events == [.next(200, 42), .completed(200)])
  }

  @Test func justOnSchedulerSucceedsWhenTheSchedulerRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(42, scheduler: scheduler).asObservable() }
    // Completed in a second scheduled action, as RxSwift's `just(_:scheduler:)` does.
    #expect(res.events == [.next(201, 42), .completed(202)])
  }

  @Test func errorAndNever() {
    let failed = TestScheduler(initialClock: 0).start {
      Single<Int>.error(TestError.boom).asObservable()
    }
    #expect(failed.events == [.error(200, TestError.boom)])
    let silent = TestScheduler(initialClock: 0).start { Single<Int>.never().asObservable() }
    #expect(silent.events == [])
  }

  @Test func deferredMakesASingleForEachSubscriber() {
    var made = 0
    let single = Single<Int>.deferred {
      made += 1
      return .just(made)
    }
    var values: [Int] = []
    _ = single.subscribe(onSuccess: { values.append($0) })
    _ = single.subscribe(onSuccess: { values.append($0) })
    #expect(values == [1, 2])
    var failure: Error?
    _ = Single<Int>.deferred { throw TestError.other }.subscribe(onFailure: { failure = $0 })
    #expect(failure as? TestError == .other)
  }

  @Test func mapTransformsTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let res = scheduler.start { xs.asSingle().map { $0 * 10 }.asObservable() }
    #expect(res.events == [.next(220, 20), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func mapThrowingFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single.just(1).map { _ -> Int in throw TestError.boom }.asObservable()
    }
    #expect(res.events == [.error(200, TestError.boom)])
  }

  @Test func filterGivesAMaybe() {
    var log: [String] = []
    _ = Single.just(4).filter { $0 > 3 }.subscribe(
      onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") })
    _ = Single.just(2).filter { $0 > 3 }.subscribe(
      onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") })
    #expect(log == ["success 4", "empty"])
  }

  @Test func asMaybeKeepsTheResult() {
    var log: [String] = []
    _ = Single.just(7).asMaybe().subscribe(
      onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") })
    #expect(log == ["success 7"])
  }
}
