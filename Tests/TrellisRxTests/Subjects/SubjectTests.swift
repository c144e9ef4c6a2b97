import Testing
import TrellisRx
import TrellisRxTest

/// Whether `event` is `RxError.disposed` naming `object`.
private func isDisposedError<Element>(_ event: Event<Element>?, _ object: AnyObject) -> Bool {
  guard case .error(let error)? = event, case .disposed(let disposed)? = error as? RxError else {
    return false
  }
  return disposed === object
}

@Suite struct SubjectTests {
  @Test func publishSubjectDeliversOnlyLaterEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(200) { _ = subject.subscribe(late) }
    scheduler.scheduleAt(250) { subject.onNext(2) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(350) { subject.onNext(3) }
    scheduler.start()
    #expect(early.events == [.next(150, 1), .next(250, 2), .completed(300)])
    #expect(late.events == [.next(250, 2), .completed(300)])
    #expect(!subject.hasObservers)
  }

  @Test func publishSubjectGivesTheTerminalEventToLateSubscribers() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onError(TestError.boom)
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(received == [.error(TestError.boom)])
  }

  @Test func publishSubjectAfterDisposeFailsSubscribers() {
    let subject = PublishSubject<Int>()
    var before: [Event<Int>] = []
    _ = subject.subscribe { before.append($0) }
    subject.dispose()
    subject.onNext(1)
    #expect(before == [])
    #expect(subject.isDisposed)
    #expect(!subject.hasObservers)
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(received.count == 1)
    #expect(isDisposedError(received.first, subject))
  }

  @Test func publishSubjectUnsubscribingStopsDelivery() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    #expect(subject.hasObservers)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(received == [1])
    #expect(!subject.hasObservers)
  }

  @Test func behaviorSubjectStartsWithTheCurrentValue() throws {
    let subject = BehaviorSubject(value: 0)
    #expect(try subject.value() == 0)
    var first: [Int] = []
    _ = subject.subscribe(onNext: { first.append($0) })
    subject.onNext(1)
    var second: [Int] = []
    _ = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(2)
    #expect(first == [0, 1, 2])
    #expect(second == [1, 2])
    #expect(try subject.value() == 2)
  }

  @Test func behaviorSubjectAfterCompletionKeepsItsValueAndReplaysOnlyTheEnd() throws {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(4)
    subject.onCompleted()
    subject.onNext(5)
    #expect(try subject.value() == 4)
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(received == [.completed])
  }

  @Test func behaviorSubjectValueThrowsTheError() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError.boom)
    #expect(throws: TestError.boom) { try subject.value() }
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(received == [.error(TestError.boom)])
  }

  @Test func behaviorSubjectAfterDisposeThrowsDisposed() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    do {
      _ = try subject.value()
      Issue.record("value() should throw after dispose")
    } catch {
      #expect(isDisposedError(Event<Int>.error(error), subject))
    }
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(isDisposedError(received.first, subject))
  }

  @Test func replaySubjectReplaysItsBufferAndTheEnd() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...4 { subject.onNext(value) }
    var live: [Event<Int>] = []
    _ = subject.subscribe { live.append($0) }
    subject.onNext(5)
    subject.onCompleted()
    var late: [Event<Int>] = []
    _ = subject.subscribe { late.append($0) }
    #expect(live == [.next(3), .next(4), .next(5), .completed])
    #expect(late == [.next(4), .next(5), .completed])
  }

  @Test func unboundedReplaySubjectReplaysEverythingThenTheError() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...50 { subject.onNext(value) }
    subject.onError(TestError.boom)
    var late: [Event<Int>] = []
    _ = subject.subscribe { late.append($0) }
    #expect(late == (1...50).map { .next($0) } + [.error(TestError.boom)])
  }

  @Test func replaySubjectAfterDisposeFailsSubscribers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    subject.onNext(1)
    subject.dispose()
    #expect(subject.isDisposed)
    var received: [Event<Int>] = []
    _ = subject.subscribe { received.append($0) }
    #expect(received.count == 1)
    #expect(isDisposedError(received.first, subject))
  }

  @Test func asyncSubjectEmitsTheLastElementOnCompletion() {
    let subject = AsyncSubject<Int>()
    var early: [Event<Int>] = []
    _ = subject.subscribe { early.append($0) }
    subject.onNext(1)
    subject.onNext(2)
    #expect(early == [])
    subject.onCompleted()
    var late: [Event<Int>] = []
    _ = subject.subscribe { late.append($0) }
    #expect(early == [.next(2), .completed])
    #expect(late == [.next(2), .completed])
  }

  @Test func asyncSubjectPassesTheErrorWithoutAnElement() {
    let subject = AsyncSubject<Int>()
    var early: [Event<Int>] = []
    _ = subject.subscribe { early.append($0) }
    subject.onNext(1)
    subject.onError(TestError.boom)
    var late: [Event<Int>] = []
    _ = subject.subscribe { late.append($0) }
    #expect(early == [.error(TestError.boom)])
    #expect(late == [.error(TestError.boom)])
  }

  @Test func publishRelayDeliversToCurrentSubscribers() {
    let relay = PublishRelay<Int>()
    relay.accept(0)
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    relay.accept(1)
    relay.accept(2)
    subscription.dispose()
    relay.accept(3)
    #expect(received == [1, 2])
  }

  @Test func behaviorRelayHoldsItsValue() {
    let relay = BehaviorRelay(value: "a")
    var received: [String] = []
    _ = relay.subscribe(onNext: { received.append($0) })
    relay.accept("b")
    #expect(relay.value == "b")
    var late: [String] = []
    _ = relay.subscribe(onNext: { late.append($0) })
    #expect(received == ["a", "b"])
    #expect(late == ["b"])
  }

  @Test func replayRelayReplaysItsBuffer() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    for value in 1...3 { relay.accept(value) }
    var late: [Int] = []
    _ = relay.subscribe(onNext: { late.append($0) })
    relay.accept(4)
    #expect(late == [2, 3, 4])
    let unbounded = ReplayRelay<Int>.createUnbound()
    for value in 1...3 { unbounded.accept(value) }
    var all: [Int] = []
    _ = unbounded.subscribe(onNext: { all.append($0) })
    #expect(all == [1, 2, 3])
  }
}
