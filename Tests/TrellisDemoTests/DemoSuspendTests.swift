import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// Ctrl-Z in a real shell with job control: the demo gives the terminal back and stops;
/// `fg` brings it back, redrawn, with what the user had on screen.
@Suite struct DemoSuspendTests {
  private func screen(_ pty: PseudoTerminal) -> [String] {
    let terminal = HeadlessTerminal(width: 80, height: 16)
    terminal.write(pty.received)
    return terminal.lines
  }

  private func waitForScreen(_ pty: PseudoTerminal, showing text: String) -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      pty.read(waiting: 50)
      if screen(pty).contains(where: { $0.contains(text) }) { return true }
    }
    return false
  }

  @Test func ctrlZStopsTheAppAndFgBringsItBackRedrawn() throws {
    let demo = try #require(DemoCommandTests.executable)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-suspend-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let pty = try PseudoTerminal(width: 80, height: 16)
    let bash = try ProbeProcess(
      "/bin/bash", in: pty, arguments: ["--norc", "--noprofile", "-i"],
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_DATA_HOME": home.appendingPathComponent("data").path, "PS1": "prompt$ ",
        "TRELLIS_IMAGES": "symbols",
      ])
    var ending = ProbeProcess.Ending.stillRunning
    defer {
      if ending == .stillRunning {
        bash.send(SIGKILL)
        _ = bash.waitForEnd(reading: pty, seconds: 10)
      }
    }
    #expect(waitForScreen(pty, showing: "prompt$"), "\(screen(pty))")
    pty.type(Array("\(demo) --route counters\n".utf8))
    #expect(waitForScreen(pty, showing: "No counters yet"), "\(screen(pty))")
    pty.type(Array("a + +".utf8))
    #expect(waitForScreen(pty, showing: "number is 2"), "\(screen(pty))")

    let before = pty.received.count
    pty.type([0x1A])  // Ctrl-Z
    #expect(waitForScreen(pty, showing: "Stopped"), "\(screen(pty))")
    let suspended = Array(pty.received[before...])
    #expect(suspended.includes(Array("\u{1B}[?1049l".utf8)))  // the main screen again
    #expect(!pty.termiosState.isRaw)
    #expect(!screen(pty).contains { $0.contains("number is 2") })

    pty.type(Array("fg\n".utf8))
    #expect(waitForScreen(pty, showing: "number is 2"), "\(screen(pty))")
    #expect(pty.termiosState.isRaw)
    pty.type(Array("+".utf8))
    #expect(waitForScreen(pty, showing: "number is 3"), "\(screen(pty))")
    pty.type(Array("q".utf8))
    #expect(waitForScreen(pty, showing: "prompt$"), "\(screen(pty))")
    pty.type(Array("exit\n".utf8))
    ending = bash.waitForEnd(reading: pty, seconds: 20)
    #expect(ending != .stillRunning)
  }
}
