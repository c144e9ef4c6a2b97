import Testing
import TrellisRx
import TrellisRxTest

private struct Person {
  let name: String
  let age: Int
}

@Suite struct DistinctUntilChangedTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
      .next(230, 1), .next(240, 2), .completed(250),
    ])
  }

  @Test func dropsConsecutiveEqualElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.distinctUntilChanged() }
    #expect(
      res.events == [
        .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
        .completed(250),
      ])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func comparesKeys() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
    #expect(
      res.events == [
        .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250),
      ])
  }

  @Test func keysThatNeverChangeLetOnlyTheFirstThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.distinctUntilChanged { _ in "same" } }
    #expect(res.events == [.next(210, 2), .completed(250)])
  }

  @Test func usesTheComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    // "Equal" when within one of the last emitted element: 2, (3 ~ 2), (3 ~ 2), (2), ...
    let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
    #expect(res.events == [.next(210, 2), .completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = Self.source(scheduler2)
    let res2 = scheduler2.start { ys.distinctUntilChanged { $0 >= $1 } }
    // Emits whenever an element is larger than the last emitted one.
    #expect(res2.events == [.next(210, 2), .next(215, 3), .completed(250)])
  }

  @Test func usesKeySelectorAndComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.distinctUntilChanged({ $0 * 10 }, comparer: { $0 == $1 })
    }
    #expect(
      res.events == [
        .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
        .completed(250),
      ])
  }

  @Test func comparesAtAKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let people = scheduler.createHotObservable([
      .next(210, Person(name: "Ada", age: 36)), .next(220, Person(name: "Ada", age: 37)),
      .next(230, Person(name: "Bob", age: 37)), .completed(240),
    ])
    let res = scheduler.start {
      people.distinctUntilChanged(at: \.name).map { "\($0.name)\($0.age)" }
    }
    #expect(res.events == [.next(210, "Ada36"), .next(230, "Bob37"), .completed(240)])
  }

  @Test func keySelectorErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.distinctUntilChanged { value -> Int in
        if value == 1 { throw TestError.boom }
        return value
      }
    }
    #expect(
      res.events == [.next(210, 2), .next(215, 3), .next(225, 2), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func comparerErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start {
      xs.distinctUntilChanged { (lhs: Int, rhs: Int) throws -> Bool in
        if rhs == 3 { throw TestError.other }
        return lhs == rhs
      }
    }
    #expect(res.events == [.next(210, 2), .error(215, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .error(230, TestError.boom),
    ])
    let res = scheduler.start { xs.distinctUntilChanged() }
    #expect(res.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start(disposed: 222) { xs.distinctUntilChanged() }
    #expect(res.events == [.next(210, 2), .next(215, 3)])
    #expect(xs.subscriptions == [Subscription(200, 222)])
  }

  @Test func optionalElementsCompareTheirValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Int?.none), .next(220, Int?.none), .next(230, Int?.some(1)),
      .next(240, Int?.some(1)),
      .next(250, Int?.none), .completed(260),
    ])
    let res = scheduler.start { xs.distinctUntilChanged().map { $0.map(String.init) ?? "nil" } }
    #expect(
      res.events == [.next(210, "nil"), .next(230, "1"), .next(250, "nil"), .completed(260)])
  }
}
