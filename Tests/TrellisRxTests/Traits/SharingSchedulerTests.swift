import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SharingSchedulerTests {
  @Test func makesAMainSchedulerByDefault() {
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func mockSwapsTheSchedulerForTheAction() {
    let scheduler = TestScheduler(initialClock: 0)
    var seen: [Bool] = []
    SharingScheduler.mock(scheduler: scheduler) {
      seen.append(SharingScheduler.make() as AnyObject === scheduler)
      let inner = TestScheduler(initialClock: 0)
      SharingScheduler.mock(makeScheduler: { inner }) {
        seen.append(SharingScheduler.make() as AnyObject === inner)
      }
      seen.append(SharingScheduler.make() as AnyObject === scheduler)
    }
    seen.append(SharingScheduler.make() is MainScheduler)
    #expect(seen == [true, true, true, true])
  }

  @Test func mockRethrowsAndRestores() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(throws: TestError.boom) {
      try SharingScheduler.mock(scheduler: scheduler) { throw TestError.boom }
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func mockReachesTasksStartedInTheAction() async {
    // Compared by identity only, from the task.
    nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
    let seen = TraitsTestBox(false)
    var task: Task<Void, Never>?
    SharingScheduler.mock(scheduler: scheduler) {
      task = Task { seen.value = SharingScheduler.make() as AnyObject === scheduler }
    }
    await task?.value
    #expect(seen.value)
  }
}

/// A strategy for tests: delivers on the mocked scheduler and shares nothing.
enum SharedSequenceTestsStrategy: SharingStrategyProtocol {
  static var scheduler: SchedulerType { SharingScheduler.make() }

  static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.map { $0 }
  }
}

@Suite struct SharedSequenceTests {
  typealias Sequence<Element> = SharedSequence<SharedSequenceTestsStrategy, Element>

  @Test func neverEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Sequence<Int>.never() }
    #expect(res.events == [])
  }

  @Test func deferredMakesTheSequenceAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var made: [Int] = []
    let res = scheduler.start { () -> Sequence<Int> in
      Sequence<Int>.deferred {
        made.append(scheduler.clock)
        return Sequence<Int>.never()
      }
    }
    #expect(res.events == [])
    #expect(made == [200])
  }

  @Test func asSharedSequenceAndAsObservable() {
    let sequence = Sequence<Int>.never()
    #expect(sequence.asSharedSequence().asObservable() === sequence.asObservable())
  }
}
