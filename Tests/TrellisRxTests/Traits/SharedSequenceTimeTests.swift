import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SharedSequenceTimeTests {
  /// Runs `make` in virtual time with the sharing scheduler mocked; returns the events.
  private func record<Element>(
    _ make: @escaping (TestScheduler) -> Driver<Element>
  ) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Element>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      events = scheduler.start { make(scheduler) }.events
    }
    return events
  }

  @Test func creationFromCollections() {
    #expect(record { _ in Driver.of(1, 2) } == [.next(201, 1), .next(202, 2), .completed(203)])
    #expect(
      record { _ in Driver.from([3, 4]) } == [.next(201, 3), .next(202, 4), .completed(203)])
    #expect(record { _ in Driver.from(5...6) } == [.next(201, 5), .next(202, 6), .completed(203)])
    #expect(record { _ in Driver.from(optional: 7) } == [.next(201, 7), .completed(202)])
    #expect(record { _ in Driver<Int>.from(optional: nil) } == [.completed(201)])
  }

  @Test func intervalAndTimerTickOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [Recorded<Event<Int>>] = []
    var timed: [Recorded<Event<Int>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      ticks = scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }.events
    }
    let scheduler2 = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler2) {
      timed =
        scheduler2.start(disposed: 250) {
          Driver<Int>.timer(.seconds(5), period: .seconds(20))
        }.events
    }
    #expect(ticks == [.next(210, 0), .next(220, 1), .next(230, 2)])
    #expect(timed == [.next(205, 0), .next(225, 1), .next(245, 2)])
  }

  @Test func debounceThrottleAndDelayUseTheSharingScheduler() {
    let debounced = record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])
        .asDriver(onErrorJustReturn: 0)
        .debounce(.seconds(20))
    }
    #expect(debounced == [.next(236, 2), .next(321, 3), .completed(401)])
    let throttled = record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(400)])
        .asDriver(onErrorJustReturn: 0)
        .throttle(.seconds(20))
    }
    #expect(throttled == [.next(211, 1), .next(231, 3), .completed(401)])
    let first = record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(400)])
        .asDriver(onErrorJustReturn: 0)
        .throttle(.seconds(20), latest: false)
    }
    #expect(first == [.next(211, 1), .completed(401)])
    let delayed = record { scheduler in
      scheduler.createHotObservable([.next(210, 1), .next(300, 3), .completed(400)])
        .asDriver(onErrorJustReturn: 0)
        .delay(.seconds(5))
    }
    #expect(delayed == [.next(216, 1), .next(306, 3), .completed(406)])
  }

  @Test func driverValuesYieldEveryElement() async {
    let scheduler = TestScheduler(initialClock: 0)
    var stream: AsyncStream<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      stream = Driver.of(1, 2, 3).values
    }
    scheduler.start()
    var got: [Int] = []
    if let stream {
      for await value in stream { got.append(value) }
    }
    #expect(got == [1, 2, 3])
  }
}
