import Dispatch
import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

/// `combineLatest` over `sources` (2…8) through the fixed-arity overload with a selector,
/// handing the selector's arguments over as an array.
private func combineWithSelector(
  _ s: [TestableObservable<Int>], _ selector: @escaping ([Int]) throws -> Int
) -> Observable<Int> {
  switch s.count {
  case 2: return Observable.combineLatest(s[0], s[1]) { try selector([$0, $1]) }
  case 3: return Observable.combineLatest(s[0], s[1], s[2]) { try selector([$0, $1, $2]) }
  case 4:
    return Observable.combineLatest(s[0], s[1], s[2], s[3]) { try selector([$0, $1, $2, $3]) }
  case 5:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) {
      try selector([$0, $1, $2, $3, $4])
    }
  case 6:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) {
      try selector([$0, $1, $2, $3, $4, $5])
    }
  case 7:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
      try selector([$0, $1, $2, $3, $4, $5, $6])
    }
  default:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
      try selector([$0, $1, $2, $3, $4, $5, $6, $7])
    }
  }
}

/// `combineLatest` over `sources` (2…8) through the tuple overload, summing each tuple.
private func combineTuples(_ s: [TestableObservable<Int>]) -> Observable<Int> {
  switch s.count {
  case 2: return Observable.combineLatest(s[0], s[1]).map { $0 + $1 }
  case 3: return Observable.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 }
  case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }
  case 5:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
  case 6:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5])
      .map { $0 + $1 + $2 + $3 + $4 + $5 }
  case 7:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
      .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
  default:
    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
      .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
  }
}

/// The three ways to combine `sources` into a sum: selector, tuple, collection.
private let factories: [(String, @Sendable ([TestableObservable<Int>]) -> Observable<Int>)] = [
  ("selector", { combineWithSelector($0) { $0.reduce(0, +) } }),
  ("tuple", combineTuples),
  ("collection", { Observable.combineLatest($0.map { $0.asObservable() }) { $0.reduce(0, +) } }),
]

@Suite struct CombineLatestTests {
  /// Source i emits i+1 at 210+10i and 10(i+1) at 300+10i, and completes at 400+10i.
  @Test(arguments: 2...8, 0..<3)
  func emitsOnEveryChangeOnceAllHaveValues(arity: Int, factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { i in
      scheduler.createHotObservable([
        .next(150, 100), .next(210 + 10 * i, i + 1), .next(300 + 10 * i, 10 * (i + 1)),
        .completed(400 + 10 * i),
      ])
    }
    let res = scheduler.start { factories[factory].1(sources) }

    var expected: [Recorded<Event<Int>>] = [
      .next(210 + 10 * (arity - 1), (1...arity).reduce(0, +))
    ]
    for changed in 0..<arity {
      let sum = (0..<arity).map { $0 <= changed ? 10 * ($0 + 1) : $0 + 1 }.reduce(0, +)
      expected.append(.next(300 + 10 * changed, sum))
    }
    expected.append(.completed(400 + 10 * (arity - 1)))
    #expect(res.events == expected, "\(factories[factory].0)")
    for (i, source) in sources.enumerated() {
      #expect(source.subscriptions == [Subscription(200, 400 + 10 * i)])
    }
  }

  @Test(arguments: 2...8, 0..<3)
  func errorOfAnySourceEndsAtOnce(arity: Int, factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<arity).map { i in
      scheduler.createHotObservable(
        i == arity - 1
          ? [.next(210, 1), .error(250, TestError.boom)]
          : [.next(210, 1), .next(260, 2), .completed(300)])
    }
    let res = scheduler.start { factories[factory].1(sources) }
    #expect(res.events == [.next(210, arity), .error(250, TestError.boom)])
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
      combineWithSelector(sources) { values in
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
      scheduler.createHotObservable([.next(210, 1), .next(300 + i, 2), .next(500, 3)])
    }
    let res = scheduler.start(disposed: 400) { factories[factory].1(sources) }
    var expected: [Recorded<Event<Int>>] = [.next(210, arity)]
    for i in 0..<arity { expected.append(.next(300 + i, arity + i + 1)) }
    #expect(res.events == expected)
    for source in sources {
      #expect(source.subscriptions == [Subscription(200, 400)])
    }
  }

  @Test(arguments: 0..<3)
  func neverAndEmptyNeverEnd(factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
    let res = scheduler.start { factories[factory].1([never, empty]) }
    // As in RxSwift: a source completing empty does not end the sequence by itself.
    #expect(res.events == [])
    #expect(never.subscriptions == [Subscription(200, 1000)])
    #expect(empty.subscriptions == [Subscription(200, 210)])
  }

  @Test(arguments: 0..<3)
  func firstElementAfterOthersCompletedEmptyCompletes(factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
    let late = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { factories[factory].1([empty, late]) }
    #expect(res.events == [.completed(215)])
    #expect(empty.subscriptions == [Subscription(200, 210)])
    #expect(late.subscriptions == [Subscription(200, 215)])
  }

  @Test(arguments: 0..<3)
  func keepsCombiningAfterOneSourceCompleted(factory: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(240)])
    let res = scheduler.start { factories[factory].1([xs, ys]) }
    #expect(res.events == [.next(215, 11), .next(230, 21), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 240)])
  }

  /// As in RxSwift: no sources combine into one empty array, then the sequence completes.
  @Test func collectionOfNoSourcesEmitsAnEmptyArrayAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) }
    #expect(res.events.map(\.time) == [200, 200])
    #expect(res.events.first?.value.element == [])
    #expect(res.events.last?.value.isCompleted == true)
    let selected = TestScheduler(initialClock: 0).start {
      Observable<String>.combineLatest([Observable<Int>]()) { "\($0.count) sources" }
    }
    #expect(selected.events == [.next(200, "0 sources"), .completed(200)])
  }

  @Test func collectionWithoutSelectorEmitsArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { Observable.combineLatest([xs, ys]).map { $0.map(String.init) } }
    #expect(res.events == [.next(220, ["1", "2"]), .next(230, ["3", "2"]), .completed(300)])
  }

  @Test func collectionSelectorErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start {
      Observable.combineLatest([xs, ys]) { values -> Int in
        if values[0] == 3 { throw TestError.other }
        return values.reduce(0, +)
      }
    }
    #expect(res.events == [.next(220, 3), .error(230, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func tuplesKeepTheirComponents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
    let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
    #expect(
      res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])
  }

  @Test func synchronousSourcesCombineAndComplete() throws {
    let values = try Observable.combineLatest(
      Observable.just(1), Observable.just(2), Observable.just(3)
    ) { $0 * 100 + $1 * 10 + $2 }.toBlocking().toArray()
    #expect(values == [123])
  }

  @Test func anEmissionMayFeedASourceOnTheSameThread() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = Observable.combineLatest(a, b) { $0 + $1 }
      .subscribe(onNext: { sum in
        seen.append(sum)
        if sum < 13 { a.onNext(sum) }
      })
    b.onNext(1)
    a.onNext(1)
    subscription.dispose()
    #expect(seen == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  }

  @Test func disposingUnsubscribesFromEverySource() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let subscription = Observable.combineLatest([a, b]).subscribe()
    a.onNext(1)
    #expect(a.hasObservers && b.hasObservers)
    subscription.dispose()
    #expect(!a.hasObservers && !b.hasObservers)
  }

  /// Three threads feed three subjects 1…n at once. Every combination must differ from the
  /// one before in exactly one component, by exactly one (nothing lost, nothing torn), and
  /// the last one must hold every source's last element.
  @Test func concurrentSourcesNeverLoseOrTearACombination() {
    let n = 20_000
    let subjects = (0..<3).map { _ in PublishSubject<Int>() }
    let recorder = CombineLatestRecorder()
    let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2]) {
      [$0, $1, $2]
    }
    .subscribe(onNext: recorder.append)
    combineLatestRunTogether(3) { source in
      for value in 1...n { subjects[source].onNext(value) }
    }
    subscription.dispose()

    let combinations = recorder.values
    guard let first = combinations.first else {
      Issue.record("no combination was emitted")
      return
    }
    #expect(combinations.last == [n, n, n])
    #expect(combinations.count == 3 * n - first.reduce(0, +) + 1)
    let badSteps = Swift.zip(combinations, combinations.dropFirst()).filter { previous, next in
      (0..<3).map { next[$0] - previous[$0] }.sorted() != [0, 0, 1]
    }
    #expect(badSteps.count == 0, "first bad step: \(String(describing: badSteps.first))")
  }
}

/// Collects emitted values from any thread.
///
/// `@unchecked Sendable`: `storage` (a `Mutex`) guards the values.
private final class CombineLatestRecorder: @unchecked Sendable {
  private let storage = Mutex<[[Int]]>([])

  func append(_ value: [Int]) {
    storage.criticalSection { $0.append(value) }
  }

  var values: [[Int]] {
    storage.criticalSection { $0 }
  }
}

/// Runs `body(i)` for each i in 0..<count on its own thread, all released at once so they
/// overlap, and returns when every one has finished.
private func combineLatestRunTogether(_ count: Int, _ body: @escaping (Int) -> Void) {
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
