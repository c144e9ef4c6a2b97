import Testing
import TrellisRx
import TrellisRxTest

@Suite struct MergeTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func staticMergeInterleavesAndCompletesAfterAll() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys.subscriptions == [Subscription(200, 260)])
  }

  @Test func staticMergeErrorDisposesTheOthers() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .error(235, TestError.boom)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .error(235, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(ys.subscriptions == [Subscription(200, 235)])
  }

  @Test func staticMergeDisposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
    let res = scheduler.start(disposed: 225) {
      Observable.merge([xs, ys].lazy.map { $0.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys.subscriptions == [Subscription(200, 225)])
  }

  @Test func mergeOfNothingCompletesAtOnce() {
    let res = scheduler.start { Observable<Int>.merge([]) }
    #expect(res.events == [.completed(200)])
  }

  @Test func synchronousErrorStopsLaterSourcesFromBeingSubscribed() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start {
      Observable.merge(Observable<Int>.error(TestError.boom), xs.asObservable())
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [])
  }

  @Test func synchronousSourcesCompleteOnlyAfterTheLast() throws {
    let merged = Observable.merge(Observable.just(1), Observable<Int>.empty(), Observable.just(2))
    #expect(try merged.toBlocking().toArray() == [1, 2])
  }

  @Test func mergeOfInnerSequences() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
    ])
    let res = scheduler.start { xs.merge() }
    #expect(res.events == [.next(220, 1), .next(230, 3), .next(250, 2), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys1.subscriptions == [Subscription(210, 260)])
    #expect(ys2.subscriptions == [Subscription(220, 240)])
  }

  @Test func mergeOfInnerSequencesErrors() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let ys2 = scheduler.createColdObservable([.error(15, TestError.boom, Int.self)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300),
    ])
    let res = scheduler.start { xs.merge() }
    #expect(res.events == [.next(220, 1), .error(235, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(ys1.subscriptions == [Subscription(210, 235)])
  }

  @Test func mergeOfInnerSequencesOuterErrors() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .error(225, TestError.other),
    ])
    let res = scheduler.start { xs.merge() }
    #expect(res.events == [.next(220, 1), .error(225, TestError.other)])
    #expect(ys1.subscriptions == [Subscription(210, 225)])
  }

  @Test func maxConcurrentQueuesTheRest() {
    let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(5, 21), .next(30, 22), .completed(40)])
    let ys3 = scheduler.createColdObservable([.next(5, 31), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(215, ys2.asObservable()),
      .next(220, ys3.asObservable()), .completed(250),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    #expect(
      res.events == [
        .next(220, 11), .next(220, 21), .next(235, 31), .next(245, 22), .completed(255),
      ])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys1.subscriptions == [Subscription(210, 230)])
    #expect(ys2.subscriptions == [Subscription(215, 255)])
    #expect(ys3.subscriptions == [Subscription(230, 240)])
  }

  @Test func maxConcurrentInnerErrorDropsTheQueue() {
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .completed(300),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 1) }
    #expect(res.events == [.next(220, 11), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys2.subscriptions == [])
  }

  @Test func maxConcurrentDisposeMidStream() {
    let zs = scheduler.createColdObservable([.next(10, 1), .completed(100)])
    let ws = scheduler.createHotObservable([.next(410, zs.asObservable()), .completed(900)])
    let res = scheduler.start(created: 300, subscribed: 400, disposed: 450) {
      ws.merge(maxConcurrent: 3)
    }
    #expect(res.events == [.next(420, 1)])
    #expect(ws.subscriptions == [Subscription(400, 450)])
    #expect(zs.subscriptions == [Subscription(410, 450)])
  }
}
