import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ElementAtTests {
  @Test func emitsTheElementAtTheIndexThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 10), .next(220, 11), .next(230, 12), .completed(300),
    ])
    let res = scheduler.start { xs.element(at: 2) }
    #expect(res.events == [.next(230, 12), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func indexZeroIsTheFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 11), .completed(300)])
    let res = scheduler.start { xs.element(at: 0) }
    #expect(res.events == [.next(210, 10), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func sourceEndingFirstIsAnOutOfRangeError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 11), .completed(300)])
    let res = scheduler.start { xs.element(at: 2) }
    #expect(res.events == [.error(300, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func errorOfTheSourceIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 10), .error(220, TestError.boom)])
    let res = scheduler.start { xs.element(at: 2) }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 11), .next(300, 12)])
    let res = scheduler.start(disposed: 250) { xs.element(at: 2) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
