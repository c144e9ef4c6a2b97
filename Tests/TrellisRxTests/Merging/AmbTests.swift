import Testing
import TrellisRx
import TrellisRxTest

@Suite struct AmbTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func leftReactsFirst() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 3), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }

  @Test func rightReactsFirst() {
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(240)])
    let ys = scheduler.createHotObservable([.next(215, 2), .next(225, 4), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.next(215, 2), .next(225, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func errorFirstWins() {
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(240)])
    let ys = scheduler.createHotObservable([.error(205, TestError.boom, Int.self)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.error(205, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 205)])
    #expect(ys.subscriptions == [Subscription(200, 205)])
  }

  @Test func completionFirstWins() {
    let xs = scheduler.createHotObservable([.completed(205, Int.self)])
    let ys = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.completed(205)])
    #expect(ys.subscriptions == [Subscription(200, 205)])
  }

  @Test func winnerErrorIsEmitted() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let ys = scheduler.createHotObservable([.next(215, 2), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func staticAmbOfThree() {
    let a = scheduler.createHotObservable([.next(230, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let c = scheduler.createHotObservable([.next(210, 3), .next(240, 4), .completed(250)])
    let res = scheduler.start {
      Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()])
    }
    #expect(res.events == [.next(210, 3), .next(240, 4), .completed(250)])
    #expect(a.subscriptions == [Subscription(200, 210)])
    #expect(b.subscriptions == [Subscription(200, 210)])
    #expect(c.subscriptions == [Subscription(200, 250)])
  }

  @Test func ambOfNothingNeverEmits() {
    let res = scheduler.start { Observable<Int>.amb([]) }
    #expect(res.events == [])
  }

  @Test func disposeBeforeAnyoneReacts() {
    let xs = scheduler.createHotObservable([.next(260, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(270, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.amb(ys) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposeAfterAWinner() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(270, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.amb(ys) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }
}
