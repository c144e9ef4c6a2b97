import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// A stopped app continued in the background — `bg` in the shell, or SIGCONT sent from
/// outside — is not in the terminal's foreground process group, so it must leave the
/// terminal alone: no mode written, no raw mode, no frame drawn over the shell. It stops
/// again as the kernel stops a background job that writes to its terminal ("Stopped (tty
/// output)"), and `fg` brings it back, drawn whole.
@Suite struct DemoBackgroundResumeTests {
  enum Resumption: CaseIterable, CustomStringConvertible {
    /// SIGTSTP from outside, then `bg`.
    case stopSignalThenBg
    /// SIGTSTP from outside, then SIGCONT from outside.
    case stopSignalThenContinue
    /// SIGSTOP (which nothing catches), then `bg`.
    case unstoppableThenBg
    /// Ctrl-Z read as a key, then SIGCONT from outside.
    case ctrlZThenContinue

    var description: String {
      switch self {
      case .stopSignalThenBg: return "SIGTSTP, bg"
      case .stopSignalThenContinue: return "SIGTSTP, kill -CONT"
      case .unstoppableThenBg: return "SIGSTOP, bg"
      case .ctrlZThenContinue: return "Ctrl-Z, kill -CONT"
      }
    }
  }

  static let width = 80
  static let height = 16

  @Test(arguments: Resumption.allCases)
  func continuedInTheBackgroundTheAppLeavesTheTerminalAlone(by resumption: Resumption) throws {
    let demo = try #require(DemoCommandTests.executable)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-background-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let pty = try PseudoTerminal(width: Self.width, height: Self.height)
    let bash = try ProbeProcess(
      "/bin/bash", in: pty, arguments: ["--norc", "--noprofile", "-i"],
      environment: DemoCommandTests.homeEnvironment(home).merging([
        "PS1": "prompt$ ", "TRELLIS_IMAGES": "symbols",
      ]) { $1 })
    var ending = ProbeProcess.Ending.stillRunning
    defer {
      if ending == .stillRunning {
        bash.send(SIGKILL)
        _ = bash.waitForEnd(reading: pty, seconds: 10)
      }
    }
    func screen() -> String {
      pty.screen(width: Self.width, height: Self.height).joined(separator: "\n")
    }
    func waitFor(_ text: String) -> Bool {
      pty.waitForScreen(width: Self.width, height: Self.height, showing: text)
    }
    #expect(waitFor("prompt$"), "\(screen())")
    // Job changes are reported at once, not at the next prompt.
    pty.type(Array("set -b\n".utf8))
    pty.type(Array("\(demo) --route counters\n".utf8))
    #expect(waitFor("No counters yet"), "\(screen())")
    pty.type(Array("a + +".utf8))
    #expect(waitFor("number is 2"), "\(screen())")
    let group = tcgetpgrp(pty.master)
    try #require(group > 0 && group != bash.pid, "foreground group \(group)")

    switch resumption {
    case .stopSignalThenBg, .stopSignalThenContinue: kill(-group, SIGTSTP)
    case .unstoppableThenBg: kill(-group, SIGSTOP)
    case .ctrlZThenContinue: pty.type([0x1A])
    }
    #expect(waitFor("Stopped"), "\(screen())")
    #expect(
      pty.waitForScreen(width: Self.width, height: Self.height) { _ in
        tcgetpgrp(pty.master) == bash.pid
      })

    let beforeResume = pty.received.count
    switch resumption {
    case .stopSignalThenBg, .unstoppableThenBg: pty.type(Array("bg\n".utf8))
    case .stopSignalThenContinue, .ctrlZThenContinue: kill(-group, SIGCONT)
    }
    let start = Array("\u{1B}[?1049h".utf8)
    let stopped = Array("Stopped".utf8)
    let settled = pty.waitForScreen(width: Self.width, height: Self.height) { _ in
      let since = Array(pty.received[beforeResume...])
      return since.includes(stopped) || since.includes(start)
    }
    let since = Array(pty.received[beforeResume...])
    #expect(settled, "\(String(decoding: since, as: UTF8.self))")
    #expect(!since.includes(start), "\(String(decoding: since, as: UTF8.self))")
    #expect(!since.includes(Array("\u{1B}[?25l".utf8)), "the cursor was hidden")
    #expect(!since.includes(Array("\u{1B}[?1000h".utf8)), "mouse reporting was turned on")
    #expect(!pty.termiosState.isRaw, "the shell's terminal was set raw")

    // In the foreground again, the app takes the terminal back, drawn whole.
    let beforeFg = pty.received.count
    pty.type(Array("fg\n".utf8))
    #expect(
      pty.waitForScreen(width: Self.width, height: Self.height) { _ in
        Array(pty.received[beforeFg...]).includes(start)
      }, "\(screen())")
    #expect(waitFor("number is 2"), "\(screen())")
    #expect(pty.termiosState.isRaw)
    pty.type(Array("+".utf8))
    #expect(waitFor("number is 3"), "\(screen())")
    pty.type(Array("q".utf8))
    #expect(waitFor("prompt$"), "\(screen())")
    pty.type(Array("exit\n".utf8))
    ending = bash.waitForEnd(reading: pty, seconds: 20)
    #expect(ending != .stillRunning)
  }
}
