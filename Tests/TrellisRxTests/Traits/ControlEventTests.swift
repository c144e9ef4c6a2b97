import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ControlEventTests {
  @Test func forwardsTheEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, ()), .next(250, ()), .completed(300)])
    let event = ControlEvent(events: taps)
    let res = scheduler.start { event.asControlEvent().map { 1 } }
    #expect(res.events == [.next(210, 1), .next(250, 1), .completed(300)])
    #expect(taps.subscriptions == [Subscription(200, 300)])
  }

  @Test func disposingStopsTheEvents() {
    let subject = PublishSubject<Int>()
    let event = ControlEvent(events: subject)
    var got: [Int] = []
    let subscription = event.subscribe(onNext: { got.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(got == [1])
    #expect(!subject.hasObservers)
  }
}
