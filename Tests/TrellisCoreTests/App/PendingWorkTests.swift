import Foundation
import Testing
import TrellisRx
import TrellisTerminal
import TrellisTesting

@testable import TrellisCore

/// The work an app waits for before it ends: tokens, tracked traits, the wait and its report.
@Suite struct PendingWorkTests {
  struct Failure: LocalizedError {
    var errorDescription: String? { "the disk is full" }
  }

  @Test func tokensArePendingUntilTheyEndAndOnlyTheFirstEndCounts() {
    let work = PendingWork()
    let first = work.begin("saving the counters")
    let second = work.begin("saving a task")
    #expect(work.pending == ["saving the counters", "saving a task"])
    first.end()
    first.fail(Failure())
    #expect(work.pending == ["saving a task"])
    second.fail(Failure())  // before the app ends: the plugin shows it, not the report
    #expect(work.pending.isEmpty)
    let report = work.waitUntilDone(limit: 1)
    #expect(report.isClean)
    #expect(report.lines.isEmpty)
  }

  @Test func aTokenLetGoWithoutEndingIsDroppedAndReported() {
    let work = PendingWork()
    var token: PendingWorkToken? = work.begin("saving the counters")
    #expect(work.pending == ["saving the counters"])
    token = nil  // long before the app ends: still reported when it does
    #expect(token == nil)
    #expect(work.pending.isEmpty)
    let report = work.waitUntilDone(limit: 1)
    #expect(!report.isClean)
    #expect(report.dropped == ["saving the counters"])
    #expect(report.unfinished.isEmpty && report.failures.isEmpty)
    #expect(
      report.lines == [
        "saving the counters was dropped before it finished (what started it went away "
          + "first), so it may not have been kept; start the app again to check"
      ])
    #expect(work.waitUntilDone(limit: 1).isClean)  // reported once
  }

  @Test func aTrackedSingleIsPendingFromSubscriptionUntilItEnds() {
    let work = PendingWork()
    let subject = PublishSubject<Int>()
    let tracked = work.track(subject.take(1).asSingle(), "one value")
    #expect(work.pending.isEmpty)  // nothing runs before subscription
    var results: [Int] = []
    let subscription = tracked.subscribe(onSuccess: { results.append($0) })
    #expect(work.pending == ["one value"])
    subject.onNext(7)
    #expect(results == [7])
    #expect(work.pending.isEmpty)
    subscription.dispose()

    #expect(work.waitUntilDone(limit: 1).isClean)  // disposing after the end drops nothing

    let disposed = work.track(Single<Int>.never(), "cancelled").subscribe()
    #expect(work.pending == ["cancelled"])
    disposed.dispose()
    #expect(work.pending.isEmpty)
    #expect(work.waitUntilDone(limit: 1).dropped == ["cancelled"])
  }

  @Test func keptWorkRunsToItsEndWhenItsSubscriberGoesAway() {
    let work = PendingWork()
    let subject = PublishSubject<Int>()
    var results: [Int] = []
    let subscription = work.keep(subject.take(1).asSingle(), "saving a task")
      .subscribe(onSuccess: { results.append($0) })
    #expect(work.pending == ["saving a task"])
    subscription.dispose()  // the screen closed: the write goes on
    #expect(work.pending == ["saving a task"])
    #expect(subject.hasObservers)
    subject.onNext(3)
    #expect(work.pending.isEmpty)
    #expect(results.isEmpty)  // nobody listens any more
    #expect(!subject.hasObservers)
    #expect(work.waitUntilDone(limit: 1).isClean)

    let failing = work.keep(Single<Int>.error(Failure()), "saving a task")
    var failures = 0
    _ = failing.subscribe(onFailure: { _ in failures += 1 })
    #expect(failures == 1)
    #expect(work.pending.isEmpty)
  }

  @Test func aTrackedCompletableIsPendingUntilItEnds() {
    let work = PendingWork()
    let subject = PublishSubject<Never>()
    let subscription = work.track(subject.asCompletable(), "writing").subscribe()
    #expect(work.pending == ["writing"])
    subject.onCompleted()
    #expect(work.pending.isEmpty)
    subscription.dispose()
  }

  @Test func theWaitLastsUntilBackgroundWorkIsDone() {
    let work = PendingWork()
    let token = work.begin("saving")
    let finished = Finished()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
      finished.set()
      token.end()
    }
    let report = work.waitUntilDone(limit: 30)
    #expect(finished.isSet)
    #expect(report.isClean)
    #expect(work.isEnding)
  }

  @Test func theReportListsWorkThatFailedWhileEndingAndWorkStillRunning() {
    let work = PendingWork()
    let slow = work.begin("saving the counters")
    let failing = work.begin("saving a task")
    work.beginEnding()  // the user quit
    failing.fail(Failure())
    var toldSlow: [[String]] = []
    let report = work.waitUntilDone(limit: 0.5, slowAfter: 0.2) { toldSlow.append($0) }
    #expect(toldSlow == [["saving the counters"]])
    #expect(report.unfinished == ["saving the counters"])
    #expect(
      report.failures == [
        PendingWorkReport.Failure(label: "saving a task", message: "the disk is full")
      ])
    #expect(
      report.lines == [
        "saving a task failed as the app ended, so it was not kept: the disk is full",
        "saving the counters had not finished after 0.5 s when the app ended, so it may not "
          + "have been kept; start the app again to check (another program keeping the files "
          + "busy can cause this)",
      ])
    slow.end()
  }

  @Test func whatTheAppWaitsForIsSummedUpOnALine() {
    #expect(App.summary(of: []) == "")
    #expect(
      App.summary(of: ["saving the counters", "saving a task", "saving the counters"])
        == "saving the counters (2), saving a task")
  }

  @MainActor @Test func everyAppRegistersItsPendingWorkAndQuittingMarksTheEnd() throws {
    let harness = AppHarness(plugins: [], size: TerminalSize(width: 40, height: 6))
    let registered = try harness.app.services.resolve(.pendingWork)
    #expect(registered === harness.app.pendingWork)
    #expect(!registered.isEnding)
    let token = registered.begin("saving")
    try harness.send(keys: "q")
    #expect(harness.didQuit)
    #expect(registered.isEnding)
    token.fail(Failure())
    harness.app.pendingWorkLimit = 1
    let report = harness.app.finishPendingWork()
    #expect(report.failures.map(\.label) == ["saving"])
    #expect(harness.app.pendingWorkReport == report)
    #expect(harness.exitStatus == 0)
    #expect(harness.app.exitStatus == 1)
  }
}

/// A flag set on one thread and read on another.
///
/// `@unchecked Sendable`: `lock` (an `NSLock`) guards `value`.
private final class Finished: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    lock.withLock { value }
  }

  func set() {
    lock.withLock { value = true }
  }
}
