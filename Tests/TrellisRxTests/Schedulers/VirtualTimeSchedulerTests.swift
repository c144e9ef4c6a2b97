import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct VirtualTimeSchedulerTests {
  private static let epoch = Date(timeIntervalSince1970: 0)

  private func record(
    _ name: String, on scheduler: HistoricalScheduler, after seconds: Int,
    into log: @escaping (String, Date) -> Void
  ) -> Disposable {
    scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
      log(name, scheduler.now)
      return Disposables.create()
    }
  }

  @Test func runsInTimeOrderAndSameTimeItemsFirstInFirstOut() {
    let scheduler = HistoricalScheduler()
    var log: [String] = []
    var times: [Date] = []
    let append = { (name: String, time: Date) in
      log.append(name)
      times.append(time)
    }
    _ = record("a", on: scheduler, after: 10, into: append)
    _ = record("b", on: scheduler, after: 10, into: append)
    _ = record("early", on: scheduler, after: 5, into: append)
    _ = record("c", on: scheduler, after: 10, into: append)
    scheduler.start()
    #expect(log == ["early", "a", "b", "c"])
    #expect(times.map { $0.timeIntervalSince(Self.epoch) } == [5, 10, 10, 10])
    #expect(scheduler.clock == Self.epoch.addingTimeInterval(10))
  }

  @Test func immediateWorkRunsAtTheCurrentTimeInOrder() {
    let scheduler = HistoricalScheduler(initialClock: Self.epoch.addingTimeInterval(100))
    var log: [Int] = []
    for index in 0..<5 {
      _ = scheduler.schedule(index) { index in
        log.append(index)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(log == [0, 1, 2, 3, 4])
    #expect(scheduler.now == Self.epoch.addingTimeInterval(100))
  }

  @Test func advanceToRunsWhatIsDueAndSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    for time in [10, 20, 30] {
      scheduler.scheduleAt(time) { log.append(time) }
    }
    scheduler.advanceTo(20)
    #expect(log == [10, 20])
    #expect(scheduler.clock == 20)
    scheduler.advanceTo(25)
    #expect(log == [10, 20])
    #expect(scheduler.clock == 25)
    scheduler.start()
    #expect(log == [10, 20, 30])
    #expect(scheduler.clock == 30)
  }

  @Test func sleepMovesTheClockWithoutRunningAnything() {
    let scheduler = HistoricalScheduler()
    var log: [String] = []
    _ = record("due at 10", on: scheduler, after: 10, into: { name, _ in log.append(name) })
    scheduler.sleep(50)
    #expect(log == [])
    #expect(scheduler.clock == Self.epoch.addingTimeInterval(50))
    scheduler.start()
    #expect(log == ["due at 10"])
    #expect(scheduler.clock == Self.epoch.addingTimeInterval(50))
  }

  @Test func stopEndsTheRunAfterTheCurrentAction() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    scheduler.scheduleAt(10) {
      log.append(10)
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.start()
    #expect(log == [10])
    #expect(scheduler.clock == 10)
    scheduler.start()
    #expect(log == [10, 20])
  }

  @Test func disposingAScheduledItemCancelsIt() {
    let scheduler = HistoricalScheduler()
    var log: [String] = []
    let append = { (name: String, _: Date) in log.append(name) }
    _ = record("kept", on: scheduler, after: 10, into: append)
    let cancelled = record("cancelled", on: scheduler, after: 5, into: append)
    cancelled.dispose()
    scheduler.start()
    #expect(log == ["kept"])
  }

  @Test func disposingARunItemDisposesWhatTheActionReturned() {
    let scheduler = TestScheduler(initialClock: 0)
    let returned = BooleanDisposable()
    let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in returned }
    scheduler.start()
    #expect(!returned.isDisposed)
    item.dispose()
    #expect(returned.isDisposed)
  }

  @Test func scheduleRecursiveWithADueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [[Int]] = []
    let subscription = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) {
      state, recursive in
      log.append([scheduler.clock, state])
      recursive.schedule(state + 1, dueTime: .seconds(10))
    }
    scheduler.scheduleAt(35) { subscription.dispose() }
    scheduler.start()
    #expect(log == [[10, 0], [20, 1], [30, 2]])
  }

  @Test func immediateScheduleRecursiveTakesOneTickPerStep() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [[Int]] = []
    _ = scheduler.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
      log.append([scheduler.clock, state])
      if state < 3 { recurse(state + 1) }
    }
    scheduler.start()
    #expect(log == [[1, 0], [2, 1], [3, 2], [4, 3]])
  }

  @Test func schedulePeriodicThreadsTheStateUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [[Int]] = []
    let subscription = scheduler.schedulePeriodic(
      100, startAfter: .seconds(5), period: .seconds(10)
    ) { state in
      log.append([scheduler.clock, state])
      return state + 1
    }
    scheduler.scheduleAt(30) { subscription.dispose() }
    scheduler.start()
    #expect(log == [[5, 100], [15, 101], [25, 102]])
  }
}
