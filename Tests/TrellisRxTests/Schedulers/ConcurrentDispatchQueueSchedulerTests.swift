import Dispatch
import Foundation
import Testing
import TrellisRx

@Suite struct ConcurrentDispatchQueueSchedulerTests {
  @Test func everyActionRunsWhenManyThreadsSchedule() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let threads = 8
    let perThread = 250
    let seen = Guarded<Set<Int>>([])
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        let id = thread * perThread + index
        _ = scheduler.schedule(id) { id in
          let count = seen.withLock { seen -> Int in
            seen.insert(id)
            return seen.count
          }
          if count == threads * perThread { done.signal() }
          return Disposables.create()
        }
      }
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(seen.current == Set(0..<(threads * perThread)))
  }

  @Test func actionsMayRunInParallel() {
    let scheduler = ConcurrentDispatchQueueScheduler(
      queue: DispatchQueue(label: "h1.concurrent.test", attributes: .concurrent))
    let bothStarted = DispatchGroup()
    bothStarted.enter()
    bothStarted.enter()
    let finished = DispatchGroup()
    let overlapped = Guarded<[Bool]>([])
    for _ in 0..<2 {
      finished.enter()
      _ = scheduler.schedule(()) { _ in
        bothStarted.leave()
        let sawOther = bothStarted.wait(timeout: .now() + 5) == .success
        overlapped.withLock { $0.append(sawOther) }
        finished.leave()
        return Disposables.create()
      }
    }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(overlapped.current == [true, true])
  }

  @Test func scheduleRelativeRunsOnce() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let runs = Guarded(0)
    let done = DispatchSemaphore(value: 0)
    let calledAt = DispatchTime.now()
    let ranAt = Guarded<DispatchTime?>(nil)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      runs.withLock { $0 += 1 }
      ranAt.withLock { $0 = DispatchTime.now() }
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(runs.current == 1)
    #expect(ranAt.current.map { $0 >= calledAt } == true)
  }
}
