import Dispatch
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ShareTests {
  private static let elements: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    .next(550, 7),
  ]

  /// Two overlapping subscribers (200–350, 300–400), then a third alone (500–600).
  private func runOverlapping(
    _ make: (Observable<Int>) -> Observable<Int>, events: [Recorded<Event<Int>>]
  )
    -> (
      first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>],
      third: [Recorded<Event<Int>>], subscriptions: [Subscription]
    )
  {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let ys = make(xs.asObservable())
    let res1 = scheduler.createObserver(Int.self)
    let res2 = scheduler.createObserver(Int.self)
    let res3 = scheduler.createObserver(Int.self)
    var sub1: Disposable?
    var sub2: Disposable?
    var sub3: Disposable?
    scheduler.scheduleAt(200) { sub1 = ys.subscribe(res1) }
    scheduler.scheduleAt(300) { sub2 = ys.subscribe(res2) }
    scheduler.scheduleAt(350) { sub1?.dispose() }
    scheduler.scheduleAt(400) { sub2?.dispose() }
    scheduler.scheduleAt(500) { sub3 = ys.subscribe(res3) }
    scheduler.scheduleAt(600) { sub3?.dispose() }
    scheduler.start()
    return (res1.events, res2.events, res3.events, xs.subscriptions)
  }

  @Test(arguments: 0..<5) func whileConnectedReplaysWithinOneConnection(replay: Int) {
    let result = runOverlapping(
      { $0.share(replay: replay, scope: .whileConnected) }, events: Self.elements)
    #expect(
      result.first == [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
      ])
    let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
    #expect(result.second == replayed + [.next(320, 6)])
    // The connection ended at 400, so the third subscriber starts with an empty buffer.
    #expect(result.third == [.next(550, 7)])
    #expect(result.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  @Test(arguments: 0..<5) func foreverKeepsTheBufferAcrossConnections(replay: Int) {
    let result = runOverlapping(
      { $0.share(replay: replay, scope: .forever) }, events: Self.elements)
    let replayed2 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
    let replayed3 = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
    #expect(result.second == replayed2 + [.next(320, 6)])
    #expect(result.third == replayed3 + [.next(550, 7)])
    #expect(result.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  @Test func defaultArgumentsShareWithoutReplay() {
    let result = runOverlapping({ $0.share() }, events: Self.elements)
    #expect(result.second == [.next(320, 6)])
    #expect(result.third == [.next(550, 7)])
    #expect(result.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  /// Subscribers that resubscribe from inside their terminal event.
  private func runResubscribing(
    scope: SubjectLifetimeScope, replay: Int, terminal: Recorded<Event<Int>>
  ) -> (
    first: [Recorded<Event<Int>>], again: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>],
    subscriptions: [Subscription]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(320, 6), terminal, .next(340, -1), .next(550, 7),
    ])
    let ys = xs.share(replay: replay, scope: scope)
    let res1 = scheduler.createObserver(Int.self)
    let again = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var sub1: Disposable?
    var sub3: Disposable?
    scheduler.scheduleAt(200) {
      sub1 = ys.subscribe { event in
        res1.on(event)
        if event.isStopEvent { sub1 = ys.subscribe(again) }
      }
    }
    scheduler.scheduleAt(400) { sub1?.dispose() }
    scheduler.scheduleAt(500) { sub3 = ys.subscribe(late) }
    scheduler.scheduleAt(600) { sub3?.dispose() }
    scheduler.start()
    return (res1.events, again.events, late.events, xs.subscriptions)
  }

  @Test(arguments: 0..<3) func whileConnectedReconnectsAfterAnError(replay: Int) {
    let result = runResubscribing(
      scope: .whileConnected, replay: replay, terminal: .error(330, TestError.boom))
    #expect(
      result.first == [.next(210, 1), .next(220, 2), .next(320, 6), .error(330, TestError.boom)])
    #expect(result.again == [.next(340, -1)])
    #expect(result.late == [.next(550, 7)])
    #expect(
      result.subscriptions == [
        Subscription(200, 330), Subscription(330, 400), Subscription(500, 600),
      ])
  }

  @Test(arguments: 0..<3) func foreverReplaysTheEndToLateSubscribers(replay: Int) {
    let result = runResubscribing(scope: .forever, replay: replay, terminal: .completed(330))
    #expect(result.first == [.next(210, 1), .next(220, 2), .next(320, 6), .completed(330)])
    let buffer = [1, 2, 6].suffix(replay)
    #expect(result.again == buffer.map { Recorded.next(330, $0) } + [.completed(330)])
    #expect(result.late == buffer.map { Recorded.next(500, $0) } + [.completed(500)])
    #expect(result.subscriptions == [Subscription(200, 330)])
  }

  @Test func replayOneGivesTheLatestElementToAJoiningSubscriber() {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    var first: [Int] = []
    var second: [Int] = []
    let sub1 = shared.subscribe(onNext: { first.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    let sub2 = shared.subscribe(onNext: { second.append($0) })
    subject.onNext(3)
    #expect(first == [1, 2, 3])
    #expect(second == [2, 3])
    sub1.dispose()
    sub2.dispose()
    #expect(!subject.hasObservers)
    // Reconnecting starts with an empty buffer.
    var third: [Int] = []
    let sub3 = shared.subscribe(onNext: { third.append($0) })
    #expect(third == [])
    #expect(subject.hasObservers)
    sub3.dispose()
  }

  @Test func synchronousSourceRunsOncePerConnection() {
    var runs = 0
    let source = Observable<Int>.deferred {
      runs += 1
      return Observable.just(runs)
    }
    .share(replay: 1)
    var received: [Int] = []
    _ = source.subscribe(onNext: { received.append($0) })
    _ = source.subscribe(onNext: { received.append($0) })
    // Each subscription found the previous connection completed and connected anew.
    #expect(received == [1, 2])
    #expect(runs == 2)
  }

  @Test func disposingOneOfTwoSubscribersKeepsTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(410)])
    let shared = xs.share(replay: 1)
    var other: Disposable?
    scheduler.scheduleAt(150) { other = shared.subscribe { _ in } }
    scheduler.scheduleAt(300) { other?.dispose() }
    let main = scheduler.start { shared }
    #expect(main.events == [.next(210, 1), .next(310, 2), .completed(410)])
    #expect(xs.subscriptions == [Subscription(150, 410)])
  }
}

@Suite struct ShareConcurrencyTests {
  @Test(arguments: [0, 1, 3]) func subscribersComingAndGoingDoNotDisturbASteadyOne(replay: Int) {
    let subject = PublishSubject<Int>()
    // Driven from several threads on purpose: Rx objects are thread-safe.
    nonisolated(unsafe) let shared = subject.share(replay: replay)
    let steady = ThreadSafeValue<[Int]>([])
    let steadySubscription = shared.subscribe(onNext: { value in
      steady.mutate { $0.append(value) }
    })
    let total = 5000
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        // One sender: a source never emits concurrently.
        for value in 0..<total { subject.onNext(value) }
      } else {
        for _ in 0..<300 {
          let seen = ThreadSafeValue<[Int]>([])
          let subscription = shared.subscribe(onNext: { value in seen.mutate { $0.append(value) } })
          subscription.dispose()
          let values = seen.value
          // Whatever a short-lived subscriber saw is in order, without duplicates.
          #expect(values == values.sorted() && Set(values).count == values.count)
        }
      }
    }
    #expect(steady.value == Array(0..<total))
    #expect(subject.hasObservers)
    steadySubscription.dispose()
    #expect(!subject.hasObservers)
  }
}
