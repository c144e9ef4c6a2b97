import Foundation
import Glibc
import TerminalTestSupport
import Testing
import Trellis

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
    let shell = try DemoShell(width: Self.width, height: Self.height)
    let pty = shell.pty
    // Job changes are reported at once, not at the next prompt.
    #expect(shell.waitFor("prompt$"), "\(shell.screen)")
    shell.type("set -b\n")
    #expect(shell.startCountersAtTwo(demo), "\(shell.screen)")
    let group = tcgetpgrp(pty.master)
    try #require(group > 0 && group != shell.bash.pid, "foreground group \(group)")

    switch resumption {
    case .stopSignalThenBg, .stopSignalThenContinue: kill(-group, SIGTSTP)
    case .unstoppableThenBg: kill(-group, SIGSTOP)
    case .ctrlZThenContinue: pty.type([0x1A])
    }
    #expect(shell.waitFor("Stopped"), "\(shell.screen)")
    #expect(shell.waitUntil { tcgetpgrp(pty.master) == shell.bash.pid })

    let beforeResume = pty.received.count
    switch resumption {
    case .stopSignalThenBg, .unstoppableThenBg: shell.type("bg\n")
    case .stopSignalThenContinue, .ctrlZThenContinue: kill(-group, SIGCONT)
    }
    let start = Array("\u{1B}[?1049h".utf8)
    let stopped = Array("Stopped".utf8)
    let settled = shell.waitUntil {
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
    shell.type("fg\n")
    #expect(shell.waitUntil { Array(pty.received[beforeFg...]).includes(start) }, "\(shell.screen)")
    #expect(shell.waitFor("number is 2"), "\(shell.screen)")
    #expect(pty.termiosState.isRaw)
    shell.type("+")
    #expect(shell.waitFor("number is 3"), "\(shell.screen)")
    #expect(shell.quitAndExit(), "\(shell.screen)")
  }
}
