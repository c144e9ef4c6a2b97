import Testing
import TrellisRx
import TrellisRxTest

@Suite struct FlatMapFirstTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func dropsElementsWhileAnInnerRuns() {
    let ys = [
      scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 99), .completed(10)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(245, 2), .completed(300),
    ])
    var mapped: [Int] = []
    let res = scheduler.start {
      xs.flatMapFirst { x -> TestableObservable<Int> in
        mapped.append(x)
        return ys[x]
      }
    }
    #expect(res.events == [.next(220, 11), .next(230, 12), .next(250, 21), .completed(300)])
    #expect(mapped == [0, 2])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys[0].subscriptions == [Subscription(210, 240)])
    #expect(ys[1].subscriptions == [])
    #expect(ys[2].subscriptions == [Subscription(245, 255)])
  }

  @Test func completesAfterTheRunningInner() {
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    #expect(res.events == [.next(220, 1), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(210, 260)])
  }

  @Test func innerErrorIsEmitted() {
    let ys = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(210, 230)])
  }

  @Test func outerErrorIsEmitted() {
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 0), .error(225, TestError.other)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    #expect(res.events == [.next(220, 1), .error(225, TestError.other)])
    #expect(ys.subscriptions == [Subscription(210, 225)])
  }

  @Test func selectorErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
    let res = scheduler.start {
      xs.flatMapFirst { x -> Observable<Int> in
        if x == 1 { throw TestError.boom }
        return Observable.just(x)
      }
    }
    #expect(res.events == [.next(210, 0), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStream() {
    let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start(disposed: 235) { xs.flatMapFirst { _ in ys } }
    #expect(res.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(ys.subscriptions == [Subscription(210, 235)])
  }
}
