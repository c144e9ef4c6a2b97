import Testing
import TrellisRx
import TrellisRxTest

@Suite struct TimerTests {
  @Test func oneOffEmitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
    #expect(res.events == [.next(500, 0), .completed(500)])
  }

  @Test func oneOffDisposedBeforeItFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 499) {
      Observable<Int>.timer(.seconds(300), scheduler: scheduler)
    }
    #expect(res.events == [])
  }

  @Test func periodicStartsAfterDueTimeAndRepeats() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 560) {
      Observable<Int64>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
    }
    #expect(res.events == [.next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3)])
  }

  @Test func zeroDueTimeFiresAtTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 230) {
      Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: scheduler)
    }
    #expect(res.events == [.next(201, 0), .next(211, 1), .next(221, 2)])
  }

  @Test func counterWrapsAroundOnOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 1000) {
      Observable<UInt8>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler)
    }
    #expect(res.events.count == 799)
    #expect(res.events[255] == .next(456, 255))
    #expect(res.events[256] == .next(457, 0))
  }

  @Test func runsOnARealQueue() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let values = try Observable<Int>.timer(.milliseconds(5), scheduler: scheduler)
      .toBlocking(timeout: 5).toArray()
    #expect(values == [0])
  }
}
