import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// Ctrl-Z in a real shell with job control: the demo gives the terminal back and stops;
/// `fg` brings it back, redrawn, with what the user had on screen.
@Suite struct DemoSuspendTests {
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
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "prompt$"),
      "\(pty.screen(width: 80, height: 16))")
    pty.type(Array("\(demo) --route counters\n".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "No counters yet"),
      "\(pty.screen(width: 80, height: 16))")
    pty.type(Array("a + +".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "number is 2"),
      "\(pty.screen(width: 80, height: 16))")

    let before = pty.received.count
    pty.type([0x1A])  // Ctrl-Z
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "Stopped"),
      "\(pty.screen(width: 80, height: 16))")
    let suspended = Array(pty.received[before...])
    #expect(suspended.includes(Array("\u{1B}[?1049l".utf8)))  // the main screen again
    #expect(!pty.termiosState.isRaw)
    #expect(!pty.screen(width: 80, height: 16).contains { $0.contains("number is 2") })

    pty.type(Array("fg\n".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "number is 2"),
      "\(pty.screen(width: 80, height: 16))")
    #expect(pty.termiosState.isRaw)
    pty.type(Array("+".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "number is 3"),
      "\(pty.screen(width: 80, height: 16))")
    pty.type(Array("q".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "prompt$"),
      "\(pty.screen(width: 80, height: 16))")
    pty.type(Array("exit\n".utf8))
    ending = bash.waitForEnd(reading: pty, seconds: 20)
    #expect(ending != .stillRunning)
  }
}
