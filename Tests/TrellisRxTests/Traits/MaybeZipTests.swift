import Testing
import TrellisRx
import TrellisRxTest

/// `Maybe.zip` ends as the Observable zip it is built on: empty once no full set of
/// elements can come — when every source has ended, or when an element arrives and the
/// other sources have all ended.
@Suite struct MaybeZipTests {
  @Test func anEmptySourceEndsTheZipWhenTheOthersHaveEnded() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createColdObservable([.completed(10, Int.self)])
    let late = scheduler.createColdObservable([.next(50, 2), .completed(50)])
    let res = scheduler.start {
      Maybe.zip(empty.asObservable().asMaybe(), late.asObservable().asMaybe()) { $0 + $1 }
        .asObservable()
    }
    #expect(res.events == [.completed(250)])
  }

  @Test func anEmptySourceBesideOneThatNeverEndsNeverEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createColdObservable([.completed(10, Int.self)])
    let res = scheduler.start {
      Maybe.zip(empty.asObservable().asMaybe(), Maybe<Int>.never()) { $0 + $1 }.asObservable()
    }
    #expect(res.events.isEmpty)
  }

  @Test func everySourceSucceedingSucceeds() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let second = scheduler.createColdObservable([.next(30, 2), .completed(30)])
    let res = scheduler.start {
      Maybe.zip(first.asObservable().asMaybe(), second.asObservable().asMaybe()) { $0 + $1 }
        .asObservable()
    }
    #expect(res.events == [.next(230, 3), .completed(230)])
  }
}
