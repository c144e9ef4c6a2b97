import Foundation
import TrellisTerminal

extension App {
  /// Ends the plugins' work as the app ends: runs each loaded plugin's
  /// `willTerminate()` (see ``PluginHost/terminate(limit:)``), then waits for the work they
  /// track in ``pendingWork`` — all of it within ``pendingWorkLimit`` seconds — and keeps
  /// the outcome as ``pendingWorkReport`` and ``terminationProblems``.
  /// ``run(route:options:)`` and ``runHeadless(size:keys:route:quietPeriod:limit:)`` call it
  /// when the app ends; call it yourself when you drive a session another way (an
  /// `AppHarness`) and end it. It runs the hooks once; later calls only wait for the work.
  ///
  /// On standard error it says what it waits for when that takes more than a second, and
  /// then each hook that threw or overran and each piece of work that failed, was dropped
  /// or did not finish, and (once) the messages posted with `repeatsAtExit` (a database
  /// moved aside, a read-only file), as the screen that showed them is gone. Call on the main thread (the main run loop turns meanwhile, so work
  /// that hops through the main queue goes on).
  @discardableResult
  public func finishPendingWork() -> PendingWorkReport {
    let name = self.name
    let limit = pendingWorkLimit
    let deadline = Date().addingTimeInterval(limit)
    pendingWork.beginEnding()
    let problems = host.terminate(limit: limit)
    terminationProblems += problems
    for problem in problems { Self.writeError("\(name): \(problem.message)") }
    let waited = pendingWork.waitUntilDone(limit: deadline.timeIntervalSinceNow) { pending in
      Self.writeError("\(name): waiting for work to finish: \(Self.summary(of: pending))…")
    }
    let report = PendingWorkReport(
      unfinished: waited.unfinished, failures: waited.failures, dropped: waited.dropped,
      limit: limit)
    pendingWorkReport = report
    for line in report.lines { Self.writeError("\(name): \(line)") }
    if !toldExitMessages {
      toldExitMessages = true
      for entry in messages.exitMessages { Self.writeError("\(name): \(entry.text)") }
    }
    return report
  }

  /// The status the app ended with: its loop's (0 when a headless run ended without
  /// quitting, 128 + the signal when a signal ended it), or 1 instead of 0 when work
  /// pending at the end failed, was dropped or did not finish, or a plugin's
  /// `willTerminate()` threw or overran; nil while it runs.
  public var exitStatus: Int32? {
    let loopStatus = session?.loop.exitStatus
    guard pendingWorkReport != nil else { return loopStatus }
    return endingStatus(loopStatus ?? 0)
  }

  /// `status`, or 1 instead of 0 when the ending went wrong (see ``exitStatus``).
  func endingStatus(_ status: Int32) -> Int32 {
    let clean = (pendingWorkReport?.isClean ?? true) && terminationProblems.isEmpty
    return status == 0 && !clean ? 1 : status
  }

  /// `labels` in order, each once, with how many there are when more than one:
  /// `saving the counters (2), saving a task`.
  nonisolated static func summary(of labels: [String]) -> String {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for label in labels {
      if counts[label] == nil { order.append(label) }
      counts[label, default: 0] += 1
    }
    return order.map { label in
      let count = counts[label] ?? 1
      return count > 1 ? "\(label) (\(count))" : label
    }
    .joined(separator: ", ")
  }

  /// Writes `text`, without control characters (an error may quote a file name) but with
  /// its line breaks, and a newline to standard error; in plain ASCII when the locale is
  /// not UTF-8 (see `TerminalEncoding`), since the terminal may read other bytes as
  /// controls.
  nonisolated static func writeError(_ text: String) {
    let clean = TextSanitizer.sanitize(text, keepingNewlines: true)
    let safe = errorEncoding.isUTF8 ? clean : AsciiSubstitute.text(clean)
    FileHandle.standardError.write(Data((safe + "\n").utf8))
  }

  /// The encoding standard error is read in: the locale's, like the terminal's.
  private nonisolated static let errorEncoding = TerminalEncoding(
    environment: ProcessInfo.processInfo.environment)
}
