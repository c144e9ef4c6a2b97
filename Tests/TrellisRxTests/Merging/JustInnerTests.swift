import Testing
import TrellisRx
import TrellisRxTest

/// `flatMap`, `flatMapFirst` and `flatMapLatest` emit an inner `just`'s element without
/// subscribing it; these tests hold them to what subscribing it would do.
@Suite struct JustInnerTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func flatMapMergesJustsWithRunningInners() {
    let slow = scheduler.createColdObservable([.next(15, 100), .completed(30)])
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(230, 2), .completed(235),
    ])
    let res = scheduler.start {
      xs.flatMap { x in x == 0 ? slow.asObservable() : Observable.just(x) }
    }
    #expect(res.events == [.next(220, 1), .next(225, 100), .next(230, 2), .completed(240)])
    #expect(slow.subscriptions == [Subscription(210, 240)])
  }

  @Test func flatMapFirstTakesEveryJust() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.flatMapFirst { Observable.just($0 * 10) } }
    #expect(res.events == [.next(210, 10), .next(220, 20), .completed(230)])
  }

  @Test func flatMapLatestDisposesThePreviousInnerBeforeTheJustsElement() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMapLatest { x -> Observable<Int> in
      x == 0
        ? Observable<Int>.never().do(onDispose: { log.append("previous disposed") })
        : Observable.just(x)
    }
    .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(0)
    subject.onNext(5)
    subject.onCompleted()
    #expect(log == ["previous disposed", "next 5", "completed"])
    subscription.dispose()
  }

  @Test func flatMapLatestKeepsAnInnerSwitchedToFromTheJustsElement() {
    var events: [Event<Int>] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMapLatest { x -> Observable<Int> in
      x == 1 ? Observable.just(x) : Observable.never()
    }
    .subscribe { event in
      events.append(event)
      if case .next(1) = event { subject.onNext(2) }
    }
    subject.onNext(1)
    subject.onCompleted()
    // The never-ending inner from 2 is the latest: the completion waits for it.
    #expect(events == [.next(1)])
    subscription.dispose()
  }

  @Test func noJustElementAfterDispose() {
    var received: [Int] = []
    let subject = PublishSubject<Int>()
    let bag = CompositeDisposable()
    let subscription = subject.flatMapLatest { Observable.just($0) }
      .subscribe(onNext: { received.append($0) })
    _ = bag.insert(subscription)
    subject.onNext(1)
    bag.dispose()
    subject.onNext(2)
    #expect(received == [1])
  }
}

/// `combineLatest` and `zip` receive a `just` source's element and completion without
/// subscribing it; these tests hold them to what subscribing it would deliver.
@Suite struct JustSourceTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func combineLatestOfJustsEmitsAtOnceAndCompletes() {
    let res = scheduler.start {
      Observable.combineLatest(Observable.just(1), Observable.just(2)) { $0 + $1 }
    }
    #expect(res.events == [.next(200, 3), .completed(200)])
  }

  @Test func combineLatestKeepsAJustsElementForALaterSource() {
    let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 20), .completed(230)])
    let res = scheduler.start {
      Observable.combineLatest(Observable.just(1), xs, Observable.just(2)) { $0 + $1 + $2 }
    }
    #expect(res.events == [.next(210, 13), .next(220, 23), .completed(230)])
  }

  @Test func combineLatestEndsAtAJustWhenAnEarlierSourceCompletedEmpty() {
    let res = scheduler.start {
      Observable.combineLatest(Observable<Int>.empty(), Observable.just(1)) { $0 + $1 }
    }
    #expect(res.events == [.completed(200)])
  }

  @Test func zipPairsAJustWithTheFirstElementOnly() {
    let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 20), .completed(230)])
    let res = scheduler.start { Observable.zip(Observable.just(1), xs) { $0 + $1 } }
    #expect(res.events == [.next(210, 11), .completed(230)])
  }
}
