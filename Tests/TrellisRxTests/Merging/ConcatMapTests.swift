import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ConcatMapTests {
  let scheduler = TestScheduler(initialClock: 0)

  func inners() -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
  }

  @Test func runsInnerSequencesOneAfterAnother() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(220)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    #expect(res.events == [.next(220, 11), .next(230, 12), .next(245, 21), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys[0].subscriptions == [Subscription(210, 240)])
    #expect(ys[1].subscriptions == [Subscription(240, 250)])
  }

  @Test func selectorErrorIsEmitted() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
    let res = scheduler.start {
      xs.concatMap { x -> TestableObservable<Int> in
        if x == 1 { throw TestError.boom }
        return ys[x]
      }
    }
    #expect(res.events == [.error(215, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
    #expect(ys[0].subscriptions == [Subscription(210, 215)])
  }

  @Test func innerErrorDropsTheQueue() {
    let ys = [
      scheduler.createColdObservable([.next(10, 11), .error(20, TestError.other)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    #expect(res.events == [.next(220, 11), .error(230, TestError.other)])
    #expect(ys[1].subscriptions == [])
  }

  @Test func outerErrorIsEmitted() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .error(225, TestError.boom)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    #expect(res.events == [.next(220, 11), .error(225, TestError.boom)])
    #expect(ys[0].subscriptions == [Subscription(210, 225)])
  }

  @Test func disposeMidStream() {
    let ys = inners()
    let xs = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
    let res = scheduler.start(disposed: 225) { xs.concatMap { ys[$0] } }
    #expect(res.events == [.next(220, 11)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys[0].subscriptions == [Subscription(210, 225)])
    #expect(ys[1].subscriptions == [])
  }
}
