import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TakeTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
  }

  @Test func emitsTheFirstCountThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(2) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func zeroIsEmptyWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(0) }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func sourceEndingSoonerEndsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(10) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res2 = scheduler2.start { ys.take(3) }
    #expect(res2.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 225) { xs.take(3) }
    #expect(res.events == [.next(210, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func takingFromItselfDoesNotOverrun() {
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    _ = subject.take(2).subscribe(onNext: { value in
      values.append(value)
      subject.onNext(value + 1)
    })
    subject.onNext(1)
    #expect(values == [1, 2])
  }

  @Test func emitsForTheDurationThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func zeroDurationCompletesOnTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
    #expect(res.events == [.completed(201)])
    #expect(xs.subscriptions == [Subscription(200, 201)])
  }

  @Test func sourceEndingBeforeTheDurationEndsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let res2 = scheduler2.start { ys.take(for: .seconds(100), scheduler: scheduler2) }
    #expect(res2.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposingBeforeTheDurationCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }
}
