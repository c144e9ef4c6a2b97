import Dispatch
import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

/// `zip` over `sources` (2…8) through the fixed-arity overload with a selector, handing the
/// selector's arguments over as an array.
private func zipWithSelector(
  _ s: [TestableObservable<Int>], _ selector: @escaping ([Int]) throws -> Int
) -> Observable<Int> {
  switch s.count {
  case 2: return Observable.zip(s[0], s[1]) { try selector([$0, $1]) }
  case 3: return Observable.zip(s[0], s[1], s[2]) { try selector([$0, $1, $2]) }
  case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { try selector([$0, $1, $2, $3]) }
  case 5:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { try selector([$0, $1, $2, $3, $4]) }
  case 6:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) {
      try selector([$0, $1, $2, $3, $4, $5])
    }
  case 7:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
      try selector([$0, $1, $2, $3, $4, $5, $6])
    }
  default:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
      try selector([$0, $1, $2, $3, $4, $5, $6, $7])
    }
  }
}

/// `zip` over `sources` (2…8) through the tuple overload, summing each tuple.
private func zipTuples(_ s: [TestableObservable<Int>]) -> Observable<Int> {
  switch s.count {
  case 2: return Observable.zip(s[0], s[1]).map { $0 + $1 }
  case 3: return Observable.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 }
  case 4: return Observable.zip(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }
  case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
  case 6:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5])
      .map { $0 + $1 + $2 + $3 + $4 + $5 }
  case 7:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
      .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
  default:
    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
      .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
  }
}

/// The fixed-arity ways to zip `sources` into a sum: selector and tuple.
private let arityFactories: [@Sendable ([TestableObservable<Int>]) -> Observable<Int>] = [
  { zipWithSelector($0) { $0.reduce(0, +) } },
  zipTuples,
]

/// The collection overload, summing each array.
private func zipCollection(_ s: [TestableObservable<Int>]) -> Observable<Int> {
  Observable.zip(s.map { $0.asObservable() }) { $0.reduce(0, +) }
}

@Suite struct ZipTests {
  /// Source i emits i+1 at 210+10i and 10(i+1) at 300+10i, and completes at 400+10i.
  @Test(arguments: 2...8, 0..<3)
  func pairsElementsByIndex(arity: Int, factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { i in
      scheduler.createHotObservable([
        .next(150, 100), .next(210 + 10 * i, i + 1), .next(300 + 10 * i, 10 * (i + 1)),
        .completed(400 + 10 * i),
      ])
    }
    let make = factory < 2 ? arityFactories[factory] : zipCollection
    let res = scheduler.start { make(sources) }
    let last = 10 * (arity - 1)
    #expect(
      res.events == [
        .next(210 + last, (1...arity).reduce(0, +)),
        .next(300 + last, 10 * (1...arity).reduce(0, +)),
        .completed(400 + last),
      ])
    for (i, source) in sources.enumerated() {
      #expect(source.subscriptions == [Subscription(200, 400 + 10 * i)])
    }
  }

  @Test(arguments: 2...8, 0..<3)
  func errorOfAnySourceEndsAtOnce(arity: Int, factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { i in
      scheduler.createHotObservable(
        i == 0
          ? [.next(210, 1), .error(250, TestError.boom)]
          : [.next(220, 1), .next(260, 2), .completed(300)])
    }
    let make = factory < 2 ? arityFactories[factory] : zipCollection
    let res = scheduler.start { make(sources) }
    #expect(res.events == [.next(220, arity), .error(250, TestError.boom)])
    for source in sources {
      #expect(source.subscriptions == [Subscription(200, 250)])
    }
  }

  @Test(arguments: 2...8)
  func selectorErrorIsEmitted(arity: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { _ in
      scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    }
    let res = scheduler.start {
      zipWithSelector(sources) { values in
        if values.contains(2) { throw TestError.boom }
        return values.count
      }
    }
    #expect(res.events == [.next(210, arity), .error(230, TestError.boom)])
    for source in sources {
      #expect(source.subscriptions == [Subscription(200, 230)])
    }
  }

  @Test(arguments: 2...8, 0..<3)
  func disposeMidStreamDisposesEverySource(arity: Int, factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { i in
      scheduler.createHotObservable([.next(210 + i, 1), .next(300 + i, 2), .next(500, 3)])
    }
    let make = factory < 2 ? arityFactories[factory] : zipCollection
    let res = scheduler.start(disposed: 400) { make(sources) }
    #expect(res.events == [.next(210 + arity - 1, arity), .next(300 + arity - 1, 2 * arity)])
    for source in sources {
      #expect(source.subscriptions == [Subscription(200, 400)])
    }
  }

  @Test func fastSourceWaitsInAQueue() {
    let scheduler = TestScheduler(initialClock: 0)
    let fast = scheduler.createHotObservable([
      .next(210, 1), .next(211, 2), .next(212, 3), .next(213, 4), .completed(214),
    ])
    let slow = scheduler.createHotObservable([
      .next(300, "a"), .next(400, "b"), .next(500, "c"), .completed(600),
    ])
    let res = scheduler.start { Observable.zip(fast, slow).map { "\($0)\($1)" } }
    #expect(
      res.events == [.next(300, "1a"), .next(400, "2b"), .next(500, "3c"), .completed(600)])
    #expect(fast.subscriptions == [Subscription(200, 214)])
    #expect(slow.subscriptions == [Subscription(200, 600)])
  }

  /// RxSwift's fixed-arity zip waits for every source to complete.
  @Test(arguments: 0..<2)
  func fixedArityCompletesWhenAllSourcesCompleted(factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let right = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
    let res = scheduler.start { arityFactories[factory]([left, right]) }
    #expect(res.events == [.next(215, 6), .completed(225)])
    #expect(left.subscriptions == [Subscription(200, 220)])
    #expect(right.subscriptions == [Subscription(200, 225)])

    let scheduler2 = TestScheduler(initialClock: 0)
    let empty = scheduler2.createHotObservable([.next(150, 1), .completed(210, Int.self)])
    let other = scheduler2.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let res2 = scheduler2.start { arityFactories[factory]([empty, other]) }
    #expect(res2.events == [.completed(220)])
    #expect(empty.subscriptions == [Subscription(200, 210)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  @Test func neverAndEmptyNeverEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
    let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
    #expect(res.events == [])
    #expect(never.subscriptions == [Subscription(200, 1000)])
    #expect(empty.subscriptions == [Subscription(200, 210)])
  }

  /// The collection overload also completes when an element arrives that can never be
  /// paired because every other source has completed (RxSwift's behaviour).
  @Test func collectionCompletesOnAnUnpairableElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 1), .next(250, 4), .completed(270),
    ])
    let e1 = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let e2 = scheduler.createHotObservable([
      .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])
    let res = scheduler.start { Observable.zip([e0, e1, e2]).map { $0.map(String.init) } }
    #expect(
      res.events == [.next(230, ["1", "2", "3"]), .next(260, ["4", "5", "6"]), .completed(310)])
    #expect(e0.subscriptions == [Subscription(200, 270)])
    #expect(e1.subscriptions == [Subscription(200, 310)])
    #expect(e2.subscriptions == [Subscription(200, 300)])
  }

  @Test func collectionOfNoSourcesCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) { $0.count } }
    #expect(res.events == [.completed(200)])
  }

  @Test func collectionSelectorErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
    let res = scheduler.start {
      Observable.zip([xs, ys]) { values -> Int in
        if values[0] == 3 { throw TestError.other }
        return values.reduce(0, +)
      }
    }
    #expect(res.events == [.next(220, 3), .error(240, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys.subscriptions == [Subscription(200, 240)])
  }

  @Test func synchronousSourcesZip() throws {
    let values = try Observable.zip(Observable.just(1), Observable.just("a"))
      .map { "\($0)\($1)" }.toBlocking().toArray()
    #expect(values == ["1a"])
  }

  /// Three threads feed three subjects 1…n at once; the n-th emission must be (n, n, n).
  @Test func concurrentSourcesPairInOrder() {
    let n = 10_000
    let subjects = (0..<3).map { _ in PublishSubject<Int>() }
    let recorder = Mutex<[[Int]]>([])
    let subscription = Observable.zip(subjects[0], subjects[1], subjects[2]) { [$0, $1, $2] }
      .subscribe(onNext: { value in recorder.criticalSection { $0.append(value) } })
    zipRunTogether(3) { source in
      for value in 1...n { subjects[source].onNext(value) }
    }
    subscription.dispose()
    let values = recorder.criticalSection { $0 }
    #expect(values == (1...n).map { [$0, $0, $0] })
  }
}

/// Runs `body(i)` for each i in 0..<count on its own thread, all released at once so they
/// overlap, and returns when every one has finished.
private func zipRunTogether(_ count: Int, _ body: @escaping (Int) -> Void) {
  let ready = DispatchSemaphore(value: 0)
  let go = DispatchSemaphore(value: 0)
  let finished = DispatchGroup()
  // Driven from several threads on purpose: Rx objects are thread-safe.
  nonisolated(unsafe) let body = body
  for index in 0..<count {
    finished.enter()
    Thread {
      ready.signal()
      go.wait()
      body(index)
      finished.leave()
    }.start()
  }
  for _ in 0..<count { ready.wait() }
  for _ in 0..<count { go.signal() }
  finished.wait()
}
