import Testing
import TrellisRx
import TrellisRxTest

@Suite struct MulticastTests {
  @Test func publishSharesOneSubscriptionOnceConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(270, 3), .next(330, 4), .completed(400),
    ])
    var connectable: ConnectableObservable<Int>?
    var connection: Disposable?
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { connectable = xs.publish() }
    scheduler.scheduleAt(200) { _ = connectable?.subscribe(early) }
    scheduler.scheduleAt(230) { connection = connectable?.connect() }
    scheduler.scheduleAt(300) { _ = connectable?.subscribe(late) }
    scheduler.start()
    _ = connection
    #expect(early.events == [.next(240, 2), .next(270, 3), .next(330, 4), .completed(400)])
    #expect(late.events == [.next(330, 4), .completed(400)])
    #expect(xs.subscriptions == [Subscription(230, 400)])
  }

  @Test func connectTwiceReturnsTheSameConnection() {
    let subject = PublishSubject<Int>()
    let connectable = subject.publish()
    let first = connectable.connect()
    let second = connectable.connect()
    #expect(first as AnyObject === second as AnyObject)
    #expect(subject.hasObservers)
    first.dispose()
    #expect(!subject.hasObservers)
  }

  /// Each connection of `publish()` has its own subject, as in RxSwift: a subscriber of the
  /// first hears nothing from the second.
  @Test func disconnectAndReconnect() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(270, 3), .next(330, 4), .next(450, 5),
    ])
    let connectable = xs.publish()
    let res = scheduler.createObserver(Int.self)
    var connection: Disposable?
    scheduler.scheduleAt(200) { _ = connectable.subscribe(res) }
    scheduler.scheduleAt(220) { connection = connectable.connect() }
    scheduler.scheduleAt(260) { connection?.dispose() }
    scheduler.scheduleAt(300) { connection = connectable.connect() }
    scheduler.scheduleAt(400) { connection?.dispose() }
    scheduler.start()
    #expect(res.events == [.next(240, 2)])
    #expect(xs.subscriptions == [Subscription(220, 260), Subscription(300, 400)])
  }

  /// A late subscriber gets the buffer; once the connection ended, the next subscriber
  /// starts a new subject (empty until connected again), as in RxSwift.
  @Test func replayGivesTheBufferToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .error(300, TestError.boom),
    ])
    let connectable = xs.replay(2)
    let late = scheduler.createObserver(Int.self)
    let afterEnd = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = connectable.connect() }
    scheduler.scheduleAt(250) { _ = connectable.subscribe(late) }
    scheduler.scheduleAt(350) { _ = connectable.subscribe(afterEnd) }
    scheduler.start()
    #expect(late.events == [.next(250, 2), .next(250, 3), .error(300, TestError.boom)])
    #expect(afterEnd.events == [])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func replayAllGivesEverything() {
    let subject = PublishSubject<Int>()
    let connectable = subject.replayAll()
    let connection = connectable.connect()
    for value in 1...5 { subject.onNext(value) }
    var received: [Int] = []
    _ = connectable.subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2, 3, 4, 5])
    connection.dispose()
  }

  @Test func makeSubjectGivesEachConnectionAFreshSubject() {
    let subject = PublishSubject<Int>()
    var made = 0
    let connectable = subject.multicast(makeSubject: { () -> ReplaySubject<Int> in
      made += 1
      return ReplaySubject.create(bufferSize: 1)
    })
    let connection = connectable.connect()
    subject.onNext(1)
    connection.dispose()
    var received: [Int] = []
    _ = connectable.subscribe(onNext: { received.append($0) })
    #expect(received == [])
    #expect(made == 2)
  }

  @Test func multicastWithSelectorConnectsPerSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }, selector: { shared in shared.map { $0 * 10 } })
    }
    #expect(res.events == [.next(210, 10), .next(240, 20), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func multicastSelectorErrorIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let res = scheduler.start {
      xs.multicast(
        { PublishSubject<Int>() },
        selector: { _ -> Observable<Int> in throw TestError.boom })
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [])
  }

  @Test func refCountConnectsOnFirstAndDisconnectsOnLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(300, 3), .next(400, 4),
    ])
    let shared = xs.publish().refCount()
    let res1 = scheduler.createObserver(Int.self)
    let res2 = scheduler.createObserver(Int.self)
    var sub1: Disposable?
    var sub2: Disposable?
    scheduler.scheduleAt(200) { sub1 = shared.subscribe(res1) }
    scheduler.scheduleAt(215) { sub2 = shared.subscribe(res2) }
    scheduler.scheduleAt(250) { sub1?.dispose() }
    scheduler.scheduleAt(310) { sub2?.dispose() }
    scheduler.scheduleAt(350) { sub1 = shared.subscribe(res1) }
    scheduler.scheduleAt(450) { sub1?.dispose() }
    scheduler.start()
    #expect(res1.events == [.next(210, 1), .next(220, 2), .next(400, 4)])
    #expect(res2.events == [.next(220, 2), .next(300, 3)])
    #expect(xs.subscriptions == [Subscription(200, 310), Subscription(350, 450)])
  }

  @Test func refCountTerminalEndsTheConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .just(subscriptions)
    }
    let shared = source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    _ = shared.subscribe { received.append($0) }
    #expect(received == [.next(1), .completed, .next(2), .completed])
    #expect(subscriptions == 2)
  }
}
