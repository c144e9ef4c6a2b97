import Dispatch
import Foundation
import Testing
import TrellisRx

/// A marker on the main queue, independent of the one `MainScheduler` uses, so the tests can
/// tell main-queue work apart from work on other threads.
private let mainQueueMarker: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()

private var isOnMainQueue: Bool {
  DispatchQueue.getSpecific(key: mainQueueMarker) != nil
}

/// The main-scheduler tests share the main queue, so they run one at a time.
///
/// On Linux under Swift Testing the main thread is parked in `dispatchMain()` and main-queue
/// work (including `@MainActor` tests) runs on a worker thread, so these tests wait by
/// yielding the main actor; on a real main thread they pump `RunLoop.main` instead.
@Suite(.serialized) struct MainSchedulerTests {
  /// Turns the main run loop once for a moment (it drains the main queue on Linux).
  @MainActor
  private func pumpMainRunLoop() {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
  }

  /// Lets the main queue drain until `condition` holds or five seconds pass.
  @MainActor
  private func waitOnMain(until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() && Date() < deadline {
      if Thread.isMainThread {
        pumpMainRunLoop()
      } else {
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
    }
    return condition()
  }

  @Test @MainActor func runsAtOnceOnTheMainQueueWhenNothingIsQueued() async {
    #expect(isOnMainQueue)
    #expect(MainScheduler.isMainThread)
    MainScheduler.ensureRunningOnMainThread()
    // Another suite may have work queued on the main scheduler at this moment; then the
    // action waits its turn. Retry a few times: the immediate path must show up.
    var ranAtOnce = false
    for _ in 0..<20 where !ranAtOnce {
      var ran = false
      _ = MainScheduler.instance.schedule(()) { _ in
        ran = isOnMainQueue
        return Disposables.create()
      }
      ranAtOnce = ran
      if !ran { _ = await waitOnMain { ran } }
    }
    #expect(ranAtOnce)
  }

  @Test @MainActor func goesThroughTheMainQueueFromABackgroundThread() async {
    let log = Guarded<[String]>([])
    let scheduled = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append(isOnMainQueue ? "ran on main" : "ran elsewhere") }
        return Disposables.create()
      }
      log.withLock { $0.append("scheduled") }
      scheduled.signal()
    }
    // The main queue is busy with this test, so the action cannot have run yet.
    #expect(scheduled.wait(timeout: .now() + 5) == .success)
    #expect(log.current == ["scheduled"])
    #expect(await waitOnMain { log.current.count == 2 })
    #expect(log.current == ["scheduled", "ran on main"])
  }

  @Test @MainActor func asyncInstanceAlwaysEnqueues() async {
    var ran = false
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      ran = isOnMainQueue
      return Disposables.create()
    }
    #expect(!ran)
    #expect(await waitOnMain { ran })
  }

  @Test @MainActor func scheduleRelativeFiresOnTheMainQueue() async {
    var ranOnMain: Bool?
    let calledAt = DispatchTime.now()
    var ranAt: DispatchTime?
    _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      ranOnMain = isOnMainQueue
      ranAt = DispatchTime.now()
      return Disposables.create()
    }
    #expect(ranOnMain == nil)
    #expect(await waitOnMain { ranOnMain != nil })
    #expect(ranOnMain == true)
    #expect(ranAt.map { $0 >= calledAt } == true)
  }

  @Test @MainActor func disposingAQueuedActionCancelsIt() async {
    var log: [String] = []
    let cancelled = MainScheduler.asyncInstance.schedule(()) { _ in
      log.append("cancelled")
      return Disposables.create()
    }
    cancelled.dispose()
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      log.append("kept")
      return Disposables.create()
    }
    #expect(await waitOnMain { !log.isEmpty })
    #expect(log == ["kept"])
  }

  @Test @MainActor func throttleOnTheMainSchedulerEmitsLeadingThenTrailing() async {
    let subject = PublishSubject<String>()
    var received: [String] = []
    let subscription = subject.throttle(.milliseconds(300), scheduler: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    subject.onNext("s")
    subject.onNext("sw")
    subject.onNext("swi")
    #expect(received == ["s"])
    #expect(await waitOnMain { received.count == 2 })
    #expect(received == ["s", "swi"])
    subscription.dispose()
  }
}
