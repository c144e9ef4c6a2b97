import Foundation
import TrellisRx
import TrellisRxTest

/// Runs a suite in a test process of its own, so that a check of the global
/// `Resources.total` is not disturbed by the other suites, which Swift Testing runs in
/// parallel in the same process.
///
/// Suites that check `Resources.total` do so only when `isIsolated` is true; the
/// `IsolatedResourceChecks` suite starts them in a child process of this same test binary
/// with `TRELLIS_RX_ISOLATED=1` and a filter that selects only them.
enum IsolatedProcess {
  static let variable = "TRELLIS_RX_ISOLATED"

  /// Whether this process runs isolated suites only.
  static var isIsolated: Bool {
    ProcessInfo.processInfo.environment[variable] == "1"
  }

  /// Runs the tests matching `filter` in a new process of this test binary and returns
  /// its exit status and output.
  static func run(filter: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try LastingThreads.run { try process.run() }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    LastingThreads.run { process.waitUntilExit() }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Waits (up to a minute, for a busy machine) for `Resources.total` to come back to `baseline` and
  /// returns the last value read. Work handed to dispatch queues may release its last
  /// references a moment after the code that waited for it resumes.
  static func resourcesSettle(at baseline: Int32) -> Int32 {
    let deadline = Date().addingTimeInterval(60)
    var total = Resources.total
    while total != baseline && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.005)
      total = Resources.total
    }
    return total
  }
}
