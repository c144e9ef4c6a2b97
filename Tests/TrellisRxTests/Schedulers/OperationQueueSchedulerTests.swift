import Foundation
import Testing
import TrellisRxTest

@Suite struct OperationQueueSchedulerTests {
  @Test func runsWorkOnTheQueueWithItsPriority() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
    #expect(high.queuePriority == .high && high.operationQueue === queue)
    let log = Guarded<[String]>([])
    let done = DispatchSemaphore(value: 0)
    _ = low.schedule("low") { name in
      log.withLock { $0.append(name) }
      done.signal()
      return Disposables.create()
    }
    _ = high.schedule("high") { name in
      log.withLock { $0.append(name) }
      done.signal()
      return Disposables.create()
    }
    queue.isSuspended = false
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(log.current == ["high", "low"])
  }

  @Test func disposingBeforeTheOperationRunsCancelsTheWork() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = Guarded<[Int]>([])
    let cancelled = scheduler.schedule(1) { value in
      ran.withLock { $0.append(value) }
      return Disposables.create()
    }
    _ = scheduler.schedule(2) { value in
      ran.withLock { $0.append(value) }
      return Disposables.create()
    }
    cancelled.dispose()
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
    #expect(ran.current == [2])
  }

  @Test func observeOnDeliversEveryEventInOrder() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let values =
      (try? Observable.range(start: 1, count: 5)
        .observe(on: scheduler)
        .toBlocking(timeout: 10)
        .toArray()) ?? []
    #expect(values == [1, 2, 3, 4, 5])
  }
}
