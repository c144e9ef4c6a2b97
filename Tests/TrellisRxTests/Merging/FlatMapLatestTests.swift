import Testing
import TrellisRx
import TrellisRxTest

@Suite struct FlatMapLatestTests {
  let scheduler = TestScheduler(initialClock: 0)

  func inners() -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)]),
      scheduler.createColdObservable([.next(10, 3), .completed(20)]),
    ]
  }

  @Test func switchesToTheLatestInner() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(235, 1), .completed(250)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(res.events == [.next(220, 1), .next(245, 3), .completed(255)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys[0].subscriptions == [Subscription(210, 235)])
    #expect(ys[1].subscriptions == [Subscription(235, 255)])
  }

  @Test func completesWithTheOuterWhenNoInnerRuns() {
    let xs = scheduler.createHotObservable([.next(210, 4), .completed(220)])
    let res = scheduler.start { xs.flatMapLatest { Observable.just($0) } }
    #expect(res.events == [.next(210, 4), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func innerErrorIsEmitted() {
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    ]
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys[0].subscriptions == [Subscription(210, 230)])
  }

  @Test func supersededInnerErrorIsIgnored() {
    let ys = [
      scheduler.createColdObservable([.error(30, TestError.boom)]),
      scheduler.createColdObservable([.next(30, 7), .completed(40)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(res.events == [.next(250, 7), .completed(260)])
    #expect(ys[0].subscriptions == [Subscription(210, 220)])
  }

  @Test func outerErrorIsEmitted() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .error(225, TestError.other)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    #expect(res.events == [.next(220, 1), .error(225, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys[0].subscriptions == [Subscription(210, 225)])
  }

  @Test func selectorErrorIsEmitted() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(225, 1), .completed(300)])
    let res = scheduler.start {
      xs.flatMapLatest { x -> TestableObservable<Int> in
        if x == 1 { throw TestError.boom }
        return ys[x]
      }
    }
    #expect(res.events == [.next(220, 1), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys[0].subscriptions == [Subscription(210, 225)])
    #expect(ys[1].subscriptions == [])
  }

  @Test func disposeMidStream() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.flatMapLatest { ys[$0] } }
    #expect(res.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys[0].subscriptions == [Subscription(210, 230)])
  }

  @Test func synchronousInnersUnderManyElements() throws {
    let source = Observable<Int>.create { observer in
      for i in 0..<1000 { observer.onNext(i) }
      observer.onCompleted()
      return Disposables.create()
    }
    let result =
      try source
      .flatMapLatest { Observable.just($0) }
      .flatMapLatest { Observable.just($0 * 2) }
      .toBlocking().toArray()
    #expect(result == (0..<1000).map { $0 * 2 })
  }

  @Test func runningInnerIsDisposedWhenReplacedAndOnDispose() {
    var disposed: [Int] = []
    var received: [Int] = []
    let subject = PublishSubject<Int>()
    let subscription =
      subject
      .flatMapLatest { x in
        Observable<Int>.create { observer in
          observer.onNext(x)
          return Disposables.create { disposed.append(x) }
        }
      }
      .subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    #expect(disposed == [1])
    subject.onNext(3)
    #expect(disposed == [1, 2])
    subscription.dispose()
    #expect(disposed == [1, 2, 3])
    #expect(received == [1, 2, 3])
  }
}
