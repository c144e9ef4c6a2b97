import Foundation
import Testing
import TrellisRxTest

/// Counts how often it was disposed.
private final class CountingDisposable: Disposable {
  var count = 0
  func dispose() { count += 1 }
}

@Suite struct DisposableFormsTests {
  @Test func compositeOfFourOrMoreDisposesEveryMemberOnce() {
    let members = (0..<6).map { _ in CountingDisposable() }
    let four = CompositeDisposable(members[0], members[1], members[2], members[3])
    let six = CompositeDisposable(
      members[0], members[1], members[2], members[3], members[4], members[5])
    #expect(four.count == 4)
    #expect(six.count == 6)
    four.dispose()
    four.dispose()
    #expect(members.map(\.count) == [1, 1, 1, 1, 0, 0])
    six.dispose()
    #expect(members.map(\.count) == [2, 2, 2, 2, 1, 1])
  }

  @Test func aBagTakesAnArrayAndDisposesItOnDeinit() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    bag?.insert([first, second])
    bag?.insert([])
    #expect(first.count == 0 && second.count == 0)
    bag = nil
    #expect(first.count == 1 && second.count == 1)
  }

  @Test func scheduledDisposableDisposesOnItsSchedulerOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = CountingDisposable()
    let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
    #expect(scheduled.scheduler is TestScheduler)
    scheduled.dispose()
    scheduled.dispose()
    #expect(inner.count == 0)
    #expect(!scheduled.isDisposed)
    scheduler.start()
    #expect(inner.count == 1)
    #expect(scheduled.isDisposed)
  }

  @Test func scheduledDisposableRunsOnTheQueueOfItsScheduler() {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "scheduled-disposable")
    queue.setSpecific(key: key, value: "scheduled-disposable")
    let seen = Guarded<String?>(nil)
    let done = DispatchSemaphore(value: 0)
    let scheduled = ScheduledDisposable(
      scheduler: ConcurrentDispatchQueueScheduler(queue: queue),
      disposable: Disposables.create {
        seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
        done.signal()
      })
    scheduled.dispose()
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(seen.current == "scheduled-disposable")
  }
}
