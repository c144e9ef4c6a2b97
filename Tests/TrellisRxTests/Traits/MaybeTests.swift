import Testing
import TrellisRx
import TrellisRxTest

@Suite struct MaybeTests {
  private func outcomes(_ maybe: Maybe<Int>) -> [String] {
    var log: [String] = []
    _ = maybe.subscribe(
      onSuccess: { log.append("success \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    return log
  }

  @Test func createReportsEachKindOfResult() {
    #expect(
      outcomes(
        Maybe.create {
          $0(.success(1))
          return Disposables.create()
        }) == [
          "success 1", "disposed",
        ])
    #expect(
      outcomes(
        Maybe.create {
          $0(.completed)
          return Disposables.create()
        }) == [
          "completed", "disposed",
        ])
    #expect(
      outcomes(
        Maybe.create {
          $0(.error(TestError.boom))
          return Disposables.create()
        }) == [
          "error boom", "disposed",
        ])
  }

  @Test func onlyTheFirstReportCounts() {
    let maybe = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(2))
      return Disposables.create()
    }
    #expect(outcomes(maybe) == ["completed", "disposed"])
  }

  @Test func eventObserverSeesEachCase() {
    var log: [String] = []
    let record: (MaybeEvent<Int>) -> Void = { event in
      switch event {
      case .success(let value): log.append("success \(value)")
      case .error(let error): log.append("error \(error)")
      case .completed: log.append("completed")
      }
    }
    _ = Maybe.just(1).subscribe(record)
    _ = Maybe<Int>.empty().subscribe(record)
    _ = Maybe<Int>.error(TestError.other).subscribe(record)
    #expect(log == ["success 1", "completed", "error other"])
  }

  @Test func factoriesInVirtualTime() {
    #expect(
      TraitsTestSupport.record { _ in Maybe.just(1).asObservable() } == [
        .next(200, 1), .completed(200),
      ])
    #expect(
      TraitsTestSupport.record { Maybe.just(1, scheduler: $0).asObservable() } == [
        .next(201, 1), .completed(202),
      ])
    #expect(
      TraitsTestSupport.record { _ in Maybe<Int>.empty().asObservable() } == [.completed(200)])
    #expect(TraitsTestSupport.record { _ in Maybe<Int>.never().asObservable() } == [])
    #expect(
      TraitsTestSupport.record { _ in Maybe<Int>.error(TestError.boom).asObservable() } == [
        .error(200, TestError.boom)
      ])
  }

  @Test func mapAndFilter() {
    #expect(outcomes(Maybe.just(2).map { $0 * 3 }) == ["success 6", "disposed"])
    #expect(outcomes(Maybe<Int>.empty().map { $0 * 3 }) == ["completed", "disposed"])
    #expect(outcomes(Maybe.just(2).filter { $0 > 5 }) == ["completed", "disposed"])
    #expect(outcomes(Maybe.just(9).filter { $0 > 5 }) == ["success 9", "disposed"])
  }

  @Test func subscribeWithObjectPassesTheObject() {
    final class Owner { var hits = 0 }
    let owner = Owner()
    _ = Maybe.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.hits += value })
    _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { owner in owner.hits += 10 })
    #expect(owner.hits == 13)
  }

  @Test func disposingBeforeTheResultCancels() {
    var cancelled = false
    var log: [String] = []
    let subscription = Maybe<Int>.create { _ in Disposables.create { cancelled = true } }
      .subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(cancelled)
    #expect(log == ["disposed"])
  }
}
