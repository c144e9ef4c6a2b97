import Testing
import TrellisRx
import TrellisRxTest

@Suite struct FlatMapTests {
  let scheduler = TestScheduler(initialClock: 0)

  /// ys1 emits at +10, +20 and completes at +30; ys2 emits at +5, +30 and completes at +40.
  func inners() -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .next(30, 22), .completed(40)]),
    ]
  }

  @Test func mergesInnerSequencesAndCompletesAfterTheLastInner() {
    let ys = inners()
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 0), .next(220, 1), .completed(230),
    ])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    #expect(
      res.events == [
        .next(220, 11), .next(225, 21), .next(230, 12), .next(250, 22), .completed(260),
      ])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys[0].subscriptions == [Subscription(210, 240)])
    #expect(ys[1].subscriptions == [Subscription(220, 260)])
  }

  @Test func innerErrorDisposesEverything() {
    let ys = [
      scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .error(15, TestError.boom)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    #expect(
      res.events == [.next(220, 11), .next(225, 21), .next(230, 12), .error(235, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(ys[0].subscriptions == [Subscription(210, 235)])
    #expect(ys[1].subscriptions == [Subscription(220, 235)])
  }

  @Test func outerErrorDisposesRunningInners() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .error(215, TestError.boom)])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    #expect(res.events == [.error(215, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
    #expect(ys[0].subscriptions == [Subscription(210, 215)])
  }

  @Test func selectorErrorIsEmitted() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(225, 1), .completed(300)])
    let res = scheduler.start {
      xs.flatMap { x -> TestableObservable<Int> in
        if x == 1 { throw TestError.boom }
        return ys[x]
      }
    }
    #expect(res.events == [.next(220, 11), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys[0].subscriptions == [Subscription(210, 225)])
    #expect(ys[1].subscriptions == [])
  }

  @Test func disposeMidStreamDisposesOuterAndInners() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
    let res = scheduler.start(disposed: 245) { xs.flatMap { ys[$0] } }
    #expect(res.events == [.next(220, 11), .next(225, 21), .next(230, 12)])
    #expect(xs.subscriptions == [Subscription(200, 245)])
    #expect(ys[0].subscriptions == [Subscription(210, 240)])
    #expect(ys[1].subscriptions == [Subscription(220, 245)])
  }

  @Test func synchronousInnersAreMergedInPlace() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.flatMap { Observable.just($0 * 10) } }
    #expect(res.events == [.next(210, 10), .next(220, 20), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func outerCompletingWithoutInnersCompletesAtOnce() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.flatMap { _ in Observable<Int>.empty() } }
    #expect(res.events == [.completed(230)])
  }

  @Test func nestedJustFlatMapsDeliverEveryElement() throws {
    let source = Observable<Int>.create { observer in
      for i in 0..<1000 { observer.onNext(i) }
      observer.onCompleted()
      return Disposables.create()
    }
    let result =
      try source
      .flatMap { Observable.just($0) }
      .flatMap { Observable.just($0) }
      .flatMap { Observable.just($0 + 1) }
      .toBlocking().toArray()
    #expect(result == Array(1...1000))
  }

  @Test func runningInnersAreDisposedOnceOnDispose() {
    var disposed: [Int] = []
    var received: [Int] = []
    let subject = PublishSubject<Int>()
    let subscription =
      subject
      .flatMap { x in
        Observable<Int>.create { observer in
          observer.onNext(x)
          return Disposables.create { disposed.append(x) }
        }
      }
      .subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(received == [1, 2, 3])
    #expect(disposed.isEmpty)
    subscription.dispose()
    #expect(disposed.sorted() == [1, 2, 3])
    subscription.dispose()
    #expect(disposed.count == 3)
    #expect(!subject.hasObservers)
  }

  @Test func innersCompletingAfterSubscribeAreReleased() {
    var events: [Event<Int>] = []
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
    _ =
      outer
      .flatMap { x in inners[x].asObservable().concat(Observable.just(x * 100)) }
      .subscribe { events.append($0) }
    outer.onNext(0)
    outer.onNext(1)
    inners[0].onNext(5)
    inners[0].onCompleted()
    #expect(!inners[0].hasObservers)
    outer.onCompleted()
    #expect(events == [.next(5), .next(0)])
    inners[1].onCompleted()
    #expect(events == [.next(5), .next(0), .next(100), .completed])
    #expect(!inners[1].hasObservers)
  }
}
