import Foundation
import Testing
import TrellisRx

@Suite struct CurrentThreadSchedulerTests {
  @Test func scheduleIsRequiredOnlyOutsideATrampoline() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var inside: Bool?
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      inside = CurrentThreadScheduler.isScheduleRequired
      return Disposables.create()
    }
    #expect(inside == false)
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func outermostActionRunsAtOnce() {
    var ran = false
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    #expect(ran)
  }

  @Test func nestedScheduleRunsAfterTheOuterAction() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.append("outer start")
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("inner")
        return Disposables.create()
      }
      log.append("outer end")
      return Disposables.create()
    }
    #expect(log == ["outer start", "outer end", "inner"])
  }

  @Test func queuedActionsRunInFirstInFirstOutOrder() {
    var log: [String] = []
    func record(_ name: String, then body: @escaping () -> Void = {}) {
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append(name)
        body()
        return Disposables.create()
      }
    }
    record("outer") {
      record("a") { record("c") }
      record("b") { record("d") }
    }
    #expect(log == ["outer", "a", "b", "c", "d"])
  }

  @Test func disposingAQueuedActionCancelsIt() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("cancelled")
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("kept")
        return Disposables.create()
      }
      cancelled.dispose()
      return Disposables.create()
    }
    #expect(log == ["kept"])
  }

  @Test func deepRecursionStaysFlat() {
    var count = 0
    func step() {
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        count += 1
        if count < 100_000 { step() }
        return Disposables.create()
      }
    }
    step()
    #expect(count == 100_000)
  }

  @Test func trampolineBelongsToOneThread() {
    let otherThreadSaw = Guarded<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let thread = Thread {
        otherThreadSaw.withLock { $0 = CurrentThreadScheduler.isScheduleRequired }
        done.signal()
      }
      thread.start()
      done.wait()
      return Disposables.create()
    }
    #expect(otherThreadSaw.current == true)
  }
}
