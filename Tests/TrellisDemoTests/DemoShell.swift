import Foundation
import Glibc
import TerminalTestSupport

/// An interactive bash in a pseudo-terminal, job control on, with a fresh home folder:
/// where the job-control tests start `trellis-demo` as a user would. Ending the test
/// without `exit()` kills the shell.
final class DemoShell {
  let pty: PseudoTerminal
  let bash: ProbeProcess
  let width: Int
  let height: Int
  private let home: URL
  private var ending = ProbeProcess.Ending.stillRunning

  /// A shell whose prompt is `prompt$ ` on a `width`×`height` terminal.
  init(width: Int = 80, height: Int = 16) throws {
    self.width = width
    self.height = height
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-shell-\(UUID().uuidString)")
    pty = try PseudoTerminal(width: width, height: height)
    bash = try ProbeProcess(
      "/bin/bash", in: pty, arguments: ["--norc", "--noprofile", "-i"],
      environment: DemoCommandTests.homeEnvironment(home).merging([
        "PS1": "prompt$ ", "TRELLIS_IMAGES": "symbols",
      ]) { $1 })
  }

  deinit {
    if ending == .stillRunning {
      bash.send(SIGKILL)
      _ = bash.waitForEnd(reading: pty, seconds: 10)
    }
    try? FileManager.default.removeItem(at: home)
  }

  /// The screen, a line at a time: for a failed expectation's message.
  var screen: String {
    pty.screen(width: width, height: height).joined(separator: "\n")
  }

  /// Reads until a line of the screen shows `text` (a bound, not a timing assertion).
  func waitFor(_ text: String) -> Bool {
    pty.waitForScreen(width: width, height: height, showing: text)
  }

  /// Reads until `condition` holds (a bound, not a timing assertion).
  func waitUntil(_ condition: () -> Bool) -> Bool {
    pty.waitForScreen(width: width, height: height) { _ in condition() }
  }

  /// Types `text` as keys.
  func type(_ text: String) {
    pty.type(Array(text.utf8))
  }

  /// Runs `demo` on its counters screen and adds a counter counted up to 2; whether each
  /// step showed.
  func startCountersAtTwo(_ demo: String) -> Bool {
    guard waitFor("prompt$") else { return false }
    type("\(demo) --route counters\n")
    guard waitFor("No counters yet") else { return false }
    type("a + +")
    return waitFor("number is 2")
  }

  /// Quits the demo with `q`, then the shell with `exit`; whether both ended.
  func quitAndExit() -> Bool {
    type("q")
    guard waitFor("prompt$") else { return false }
    type("exit\n")
    ending = bash.waitForEnd(reading: pty, seconds: 20)
    return ending != .stillRunning
  }
}
