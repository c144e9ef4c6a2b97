import Foundation
import TrellisTerminal

extension App {
  /// Waits for the work plugins track in ``pendingWork`` — at most ``pendingWorkLimit``
  /// seconds — and keeps the outcome as ``pendingWorkReport``. ``run(route:options:)`` and
  /// ``runHeadless(size:keys:route:quietPeriod:limit:)`` call it when the app ends; call it
  /// yourself when you drive a session another way (an `AppHarness`) and end it.
  ///
  /// On standard error it says what it waits for when that takes more than a second, and
  /// then each piece of work that failed or did not finish. Call on the main thread (the
  /// main run loop turns meanwhile, so work that hops through the main queue goes on).
  @discardableResult
  public func finishPendingWork() -> PendingWorkReport {
    let name = self.name
    let report = pendingWork.waitUntilDone(limit: pendingWorkLimit) { pending in
      Self.writeError("\(name): waiting for work to finish: \(Self.summary(of: pending))…")
    }
    pendingWorkReport = report
    for line in report.lines { Self.writeError("\(name): \(line)") }
    return report
  }

  /// The status the app ended with: its loop's (0 when a headless run ended without
  /// quitting), or 1 instead of 0 when work pending at the end failed or did not finish;
  /// nil while it runs.
  public var exitStatus: Int32? {
    let loopStatus = session?.loop.exitStatus
    guard let report = pendingWorkReport else { return loopStatus }
    let status = loopStatus ?? 0
    return status == 0 && !report.isClean ? 1 : status
  }

  /// `labels` in order, each once, with how many there are when more than one:
  /// `saving the counters (2), saving a task`.
  static func summary(of labels: [String]) -> String {
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

  /// Writes `text`, without control characters (an error may quote a file name), and a
  /// newline to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data((TextSanitizer.sanitize(text) + "\n").utf8))
  }
}
