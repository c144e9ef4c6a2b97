import Testing
import TrellisRx
import TrellisRxTest

@Suite struct OfTests {
  @Test func emitsEachElementOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
    #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  @Test func disposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
    #expect(res.events == [.next(201, 1)])
  }

  @Test func defaultSchedulerIsSynchronous() {
    var events: [Event<String>] = []
    _ = Observable.of("a", "b").subscribe { events.append($0) }
    #expect(events == [.next("a"), .next("b"), .completed])
  }

  @Test func noElementsCompletes() {
    var events: [Event<Int>] = []
    _ = Observable<Int>.of().subscribe { events.append($0) }
    #expect(events == [.completed])
  }

  @Test func twoSequencesInterleaveOnTheTrampoline() {
    var received: [Int] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      _ = Observable.of(1, 2).subscribe(onNext: { received.append($0) })
      _ = Observable.of(3, 4).subscribe(onNext: { received.append($0) })
      return Disposables.create()
    }
    #expect(received == [1, 3, 2, 4])
  }
}
