import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ControlEventTests {
  @Test func subscribesOnTheMainThreadAndForwardsTheEvents() {
    let taps = PublishSubject<Void>()
    let event = ControlEvent(events: taps)
    let got = TraitsTestBox<[String]>([])
    let subscription = event.asControlEvent().map { "tap" }.subscribe(
      onNext: { got.value.append($0) }, onCompleted: { got.value.append("completed") })
    // Off the main thread the subscription goes through the main queue.
    #expect(TraitsTestSupport.pumpMainQueue(until: { taps.hasObservers }))
    taps.onNext(())
    taps.onNext(())
    taps.onCompleted()
    #expect(got.value == ["tap", "tap", "completed"])
    subscription.dispose()
  }

  @Test func disposingStopsTheEvents() {
    let subject = PublishSubject<Int>()
    let event = ControlEvent(events: subject)
    let got = TraitsTestBox<[Int]>([])
    let subscription = event.subscribe(onNext: { got.value.append($0) })
    #expect(TraitsTestSupport.pumpMainQueue(until: { subject.hasObservers }))
    subject.onNext(1)
    subscription.dispose()
    #expect(TraitsTestSupport.pumpMainQueue(until: { !subject.hasObservers }))
    subject.onNext(2)
    #expect(got.value == [1])
  }

  @Test func disposingRightAwayLeavesNothingSubscribed() {
    // The subscription may or may not have run on the main queue when disposed; either
    // way nothing stays subscribed.
    let subscribed = TraitsTestBox(0)
    let released = TraitsTestBox(0)
    let source = Observable<Int>.create { _ in
      subscribed.value += 1
      return Disposables.create { released.value += 1 }
    }
    let subscription = ControlEvent(events: source).subscribe(onNext: { _ in })
    subscription.dispose()
    let probe = TraitsTestBox(false)
    DispatchQueueProbe.afterMainQueueDrains { probe.value = true }
    #expect(TraitsTestSupport.pumpMainQueue(until: { probe.value }))
    #expect(subscribed.value == released.value)
  }
}
