import Foundation
import Glibc
import TerminalTestSupport
import Testing
import Trellis

/// Ctrl-Z in a real shell with job control — read as a key in raw mode, or SIGTSTP sent
/// to the app's process group from outside (`kill -TSTP`): the demo gives the terminal
/// back and stops; `fg` brings it back, redrawn, with what the user had on screen. SIGSTOP
/// cannot be caught, so nothing is given back; the SIGCONT of `fg` still takes the tty
/// again (the shell set its own modes meanwhile) and redraws.
@Suite struct DemoSuspendTests {
  enum Suspension: CaseIterable, CustomStringConvertible {
    case ctrlZ, signal, stopSignal

    var description: String {
      switch self {
      case .ctrlZ: return "Ctrl-Z"
      case .signal: return "SIGTSTP"
      case .stopSignal: return "SIGSTOP"
      }
    }
  }

  @Test(arguments: Suspension.allCases)
  func suspendingStopsTheAppAndFgBringsItBackRedrawn(by suspension: Suspension) throws {
    let demo = try #require(DemoCommandTests.executable)
    let shell = try DemoShell(width: 80, height: 16)
    let pty = shell.pty
    #expect(shell.startCountersAtTwo(demo), "\(shell.screen)")

    let before = pty.received.count
    switch suspension {
    case .ctrlZ:
      pty.type([0x1A])
    case .signal, .stopSignal:
      // What the terminal driver does for Ctrl-Z outside raw mode: SIGTSTP to the
      // foreground process group (the demo's, under an interactive shell).
      let group = tcgetpgrp(pty.master)
      try #require(group > 0 && group != shell.bash.pid, "foreground group \(group)")
      kill(-group, suspension == .signal ? SIGTSTP : SIGSTOP)
    }
    #expect(shell.waitFor("Stopped"), "\(shell.screen)")
    if suspension != .stopSignal {
      let suspended = Array(pty.received[before...])
      #expect(suspended.includes(Array("\u{1B}[?1049l".utf8)))  // the main screen again
      #expect(!pty.termiosState.isRaw)
      #expect(!pty.screen(width: 80, height: 16).contains { $0.contains("number is 2") })
    }
    let beforeFg = pty.received.count

    shell.type("fg\n")
    #expect(shell.waitFor("number is 2"), "\(shell.screen)")
    #expect(pty.termiosState.isRaw)
    // Taken again: the alternate screen entered anew, the screen drawn again whole.
    let resumed = Array(pty.received[beforeFg...])
    #expect(
      resumed.includes(Array("\u{1B}[?1049h".utf8)), "\(String(decoding: resumed, as: UTF8.self))")
    shell.type("+")
    #expect(shell.waitFor("number is 3"), "\(shell.screen)")
    #expect(shell.quitAndExit(), "\(shell.screen)")
  }
}
