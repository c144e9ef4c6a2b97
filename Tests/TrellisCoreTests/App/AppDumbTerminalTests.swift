import Foundation
import Glibc
import TerminalTestSupport
import Testing

/// `App.run()` — the one way every app reaches its terminal, with or without
/// `AppCommandLine` — refuses a terminal that cannot show a full-screen app (`TERM` dumb,
/// empty or unset) before it writes a byte or changes a mode.
@Suite struct AppDumbTerminalTests {
  @Test(arguments: ["dumb", "", nil] as [String?])
  func runThrowsBeforeTouchingADumbTerminal(term: String?) throws {
    let pty = try PseudoTerminal(width: 50, height: 10)
    let before = pty.termiosState
    var environment: [String: String?] = [:]
    environment.updateValue(term, forKey: "TERM")  // nil: TERM unset
    let probe = try ProbeProcess("trellis-shell-probe", in: pty, environment: environment)
    defer {
      if probe.poll() == .stillRunning {
        probe.send(SIGKILL)
        _ = probe.waitForEnd(reading: pty, seconds: 10)
      }
    }
    let ending = probe.waitForEnd(reading: pty)
    let text = String(decoding: pty.received, as: UTF8.self)
    // The probe exits 2 for an AppError and prints what `run()` threw.
    #expect(ending == .exited(2), "\(text)")
    let said = term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0)" } ?? "TERM is not set"
    #expect(
      text.contains(
        "trellis-shell-probe: \(said), so this terminal cannot show a full-screen app"),
      "\(text)")
    #expect(text.contains("or use --headless"), "\(text)")
    #expect(!pty.received.contains(0x1B), "\(text.debugDescription)")
    #expect(pty.termiosState == before)
  }
}
