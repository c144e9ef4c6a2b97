import Dispatch
import Foundation
import Testing
import TrellisRx

/// State touched only by actions on one serial scheduler: it has no lock on purpose, so
/// the thread sanitizer reports it if two actions ever overlap.
private final class SerialActionLog: @unchecked Sendable {
  var entries: [(thread: Int, index: Int)] = []
  var inFlight = 0
  var maxInFlight = 0
}

@Suite struct SerialDispatchQueueSchedulerTests {
  @Test func actionsFromManyThreadsRunInOrderWithoutOverlapping() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "h1.serial.test")
    let log = SerialActionLog()
    let threads = 8
    let perThread = 250
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        _ = scheduler.schedule(()) { _ in
          log.inFlight += 1
          log.maxInFlight = max(log.maxInFlight, log.inFlight)
          log.entries.append((thread, index))
          log.inFlight -= 1
          return Disposables.create()
        }
      }
    }
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(log.entries.count == threads * perThread)
    #expect(log.maxInFlight == 1)
    for thread in 0..<threads {
      let indices = log.entries.filter { $0.thread == thread }.map(\.index)
      #expect(indices == Array(0..<perThread))
    }
  }

  @Test func scheduleRelativeRunsAfterTheCall() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let ranAt = Guarded<DispatchTime?>(nil)
    let done = DispatchSemaphore(value: 0)
    let calledAt = DispatchTime.now()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      ranAt.withLock { $0 = DispatchTime.now() }
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(ranAt.current.map { $0 >= calledAt } == true)
  }

  @Test func disposingBeforeTheDelayCancels() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "h1.cancel.test")
    let log = Guarded<[String]>([])
    let done = DispatchSemaphore(value: 0)
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
      log.withLock { $0.append("cancelled") }
      return Disposables.create()
    }
    cancelled.dispose()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
      log.withLock { $0.append("kept") }
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(log.current == ["kept"])
  }

  @Test func schedulePeriodicThreadsTheState() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let states = Guarded<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(1), period: .milliseconds(2)
    ) { state in
      let count = states.withLock { states -> Int in
        states.append(state)
        return states.count
      }
      if count == 4 { done.signal() }
      return state + 1
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    subscription.dispose()
    #expect(Array(states.current.prefix(4)) == [0, 1, 2, 3])
  }
}
