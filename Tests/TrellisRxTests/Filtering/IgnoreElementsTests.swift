import Testing
import TrellisRx
import TrellisRxTest

@Suite struct IgnoreElementsTests {
  @Test func keepsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.ignoreElements() }
    #expect(res.events == [.completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func keepsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.ignoreElements() }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(600)])
    let res = scheduler.start(disposed: 400) { xs.ignoreElements() }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func elementTypeIsNever() {
    let ignored: Observable<Never> = Observable.just(1).ignoreElements()
    var completed = false
    _ = ignored.subscribe(onCompleted: { completed = true })
    #expect(completed)
  }
}
