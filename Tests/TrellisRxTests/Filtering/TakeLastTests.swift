import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TakeLastTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(245, 5),
      .completed(250),
    ])
  }

  @Test func emitsTheLastCountAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.takeLast(3) }
    #expect(res.events == [.next(250, 3), .next(250, 4), .next(250, 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func fewerElementsThanCountEmitsThemAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.takeLast(10) }
    #expect(
      res.events == [
        .next(250, 1), .next(250, 2), .next(250, 3), .next(250, 4), .next(250, 5), .completed(250),
      ])
  }

  @Test func zeroEmitsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.takeLast(0) }
    #expect(res.events == [.completed(250)])
  }

  @Test func errorDropsWhatWasKept() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .error(230, TestError.boom),
    ])
    let res = scheduler.start { xs.takeLast(1) }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 235) { xs.takeLast(2) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }

  @Test func ringKeepsOrderOverManyElements() throws {
    let values = try Observable<Int>.create { observer in
      for value in 1...1_000 { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }.takeLast(7).toBlocking().toArray()
    #expect(values == Array(994...1_000))
  }
}
