import Foundation
import Glibc
import TerminalTestSupport
import Testing

/// `trellis-demo` on a terminal that cannot show a full-screen app — `TERM=dumb` (Emacs's
/// shell, a CI log), empty or unset: it refuses before touching the terminal, says what to
/// do on standard error and exits with status 2. Not one escape sequence reaches the
/// terminal (no hidden cursor, no alternate screen, no colour) and its modes stay as they
/// were. What needs no terminal still works there.
@Suite struct DemoDumbTerminalTests {
  /// `TERM` as the test sets it: a value, or unset (nil).
  static let terms: [String?] = ["dumb", "", nil]

  @Test(arguments: terms)
  func aDumbTerminalIsRefusedWithoutAByteThatChangesIt(term: String?) throws {
    let demo = try #require(DemoCommandTests.executable)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-dumb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let pty = try PseudoTerminal(width: 80, height: 16)
    let before = pty.termiosState
    var environment = DemoCommandTests.homeEnvironment(home).mapValues { Optional($0) }
    environment.updateValue(term, forKey: "TERM")  // nil: TERM unset
    let process = try ProbeProcess(
      demo, in: pty, arguments: ["--route", "counters"], environment: environment)
    defer {
      if process.poll() == .stillRunning {
        process.send(SIGKILL)
        _ = process.waitForEnd(reading: pty, seconds: 10)
      }
    }
    let ending = process.waitForEnd(reading: pty, seconds: 60)
    let text = String(decoding: pty.received, as: UTF8.self)
    #expect(ending == .exited(2), "\(text)")
    let said = term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0)" } ?? "TERM is not set"
    #expect(text.hasPrefix("trellis-demo: \(said), so this terminal cannot show a full-screen app"))
    #expect(text.contains("run it in a terminal emulator"), "\(text)")
    #expect(text.contains("TERM=xterm-256color"), "\(text)")
    #expect(text.contains("--headless"), "\(text)")
    // No escape at all: no hidden cursor (ESC[?25l), alternate screen (ESC[?1049h),
    // colour (ESC[…m) or query.
    #expect(!pty.received.contains(0x1B), "\(text.debugDescription)")
    #expect(pty.termiosState == before)
    // Refused before anything was made: no data or settings folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
  }

  @Test(arguments: [
    ["--headless", "60x10", "--route", "counters", "--print-screen"], ["--list-plugins"],
    ["--help"],
  ])
  func whatNeedsNoTerminalStillRunsWithTERMDumb(arguments: [String]) throws {
    let outcome = try DemoCommandTests().demo(arguments, extraEnvironment: ["TERM": "dumb"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(!outcome.output.isEmpty)
    #expect(!outcome.errors.contains("cannot show a full-screen app"), "\(outcome.errors)")
  }
}
