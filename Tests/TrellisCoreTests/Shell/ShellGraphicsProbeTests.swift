import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// The start-up queries in the real shell — graphics, synchronized output, the kitty
/// keyboard protocol: `trellis-shell-probe` runs in a pseudo-terminal and the test plays
/// the terminal, answering the queries (or not).
@Suite struct ShellGraphicsProbeTests {
  static let kittyReply = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c".utf8)

  /// Reads until the screen's second row shows the counter; the bound keeps a broken test
  /// from hanging (it is no assertion about speed).
  private func waitForCounter(_ pty: PseudoTerminal) -> Bool {
    pty.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 0" }
  }

  /// Kills the probe unless it ended.
  private func stop(_ probe: ProbeProcess, _ pty: PseudoTerminal) {
    guard probe.poll() == .stillRunning else { return }
    probe.send(SIGKILL)
    _ = probe.waitForEnd(reading: pty, seconds: 10)
  }

  /// Starts the probe with `environment`, answers its queries with `reply` (nil: silence)
  /// and waits for the first screen.
  private func start(reply: [UInt8]?, environment: [String: String?] = [:]) throws -> (
    PseudoTerminal, ProbeProcess
  ) {
    let pty = try PseudoTerminal(width: 50, height: 10)
    var settings = environment
    if settings["TRELLIS_IMAGES_TIMEOUT"] == nil {
      settings["TRELLIS_IMAGES_TIMEOUT"] = reply == nil ? "100" : "5000"
    }
    let probe = try ProbeProcess("trellis-shell-probe", in: pty, environment: settings)
    if let reply {
      #expect(pty.read(until: "\u{1B}[c"))
      pty.type(reply)
    }
    #expect(waitForCounter(pty))
    return (pty, probe)
  }

  @Test func aKittyTerminalIsAskedAndItsPicturesAreDeletedAtQuit() throws {
    let (pty, probe) = try start(reply: Self.kittyReply)
    defer { stop(probe, pty) }
    #expect(pty.received.includes(GraphicsSequences.kittyQuery))
    // The replies were taken as answers: no key reached the app (a stray `q` would quit,
    // a stray digit would switch tabs).
    #expect(probe.poll() == .stillRunning)
    pty.type(Array("q".utf8))
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    let afterDelete = pty.received.after(GraphicsSequences.kittyDeleteAll)
    #expect(afterDelete?.includes(Array("\u{1B}[?1049l".utf8)) == true)
  }

  /// SIGTERM ends the app as `q` does (status 128 + 15): the pictures go with the terminal.
  @Test func onSIGTERMTheAppEndsAndDeletesThem() throws {
    let (pty, probe) = try start(reply: Self.kittyReply)
    defer { stop(probe, pty) }
    probe.send(SIGTERM)
    #expect(probe.waitForEnd(reading: pty) == .exited(128 + SIGTERM))
    let afterDelete = pty.received.after(GraphicsSequences.kittyDeleteAll)
    #expect(afterDelete?.includes(Array("\u{1B}[?1049l".utf8)) == true)
    #expect(!pty.termiosState.isRaw)
  }

  @Test func aSilentTerminalGetsSymbolsAndNoDelete() throws {
    let (pty, probe) = try start(reply: nil)
    defer { stop(probe, pty) }
    #expect(pty.received.includes(GraphicsSequences.primaryDeviceAttributesQuery))
    pty.type(Array("q".utf8))
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    #expect(!pty.received.includes(GraphicsSequences.kittyDeleteAll))
  }

  @Test func symbolsAreForcedWithoutAskingForGraphics() throws {
    let (pty, probe) = try start(reply: nil, environment: ["TRELLIS_IMAGES": "symbols"])
    defer { stop(probe, pty) }
    #expect(!pty.received.includes(GraphicsSequences.kittyQuery))
    #expect(!pty.received.includes(GraphicsSequences.terminalVersionQuery))
    // The capability questions are still asked, ended by DA1.
    #expect(pty.received.includes(TerminalProbe.synchronizedOutputQuery))
    pty.type(Array("q".utf8))
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
  }

  /// Synchronized output, the kitty keyboard protocol, and DA1.
  static let capableReply = Array("\u{1B}[?2026;1$y\u{1B}[?0u\u{1B}[?62;22c".utf8)

  @Test func anAnsweringTerminalGetsSynchronizedFramesAndTheKittyKeyboardPoppedAtQuit() throws {
    let (pty, probe) = try start(reply: Self.capableReply)
    defer { stop(probe, pty) }
    #expect(pty.received.includes(KeyboardProtocol.kittyPush))
    let before = pty.received.count
    pty.type(Array("+".utf8))
    #expect(pty.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 1" })
    #expect(Array(pty.received[before...]).includes(Array("\u{1B}[?2026h".utf8)))
    // Escape as kitty sends it reaches the app as Escape (a tab root: nothing to go back to).
    pty.type(Array("\u{1B}[27u".utf8))
    pty.type(Array("q".utf8))
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    let end = pty.received.after(KeyboardProtocol.kittyPop)
    #expect(end?.includes(Array("\u{1B}[?1049l".utf8)) == true)
  }

  @Test func onSIGTERMTheKittyKeyboardIsPoppedToo() throws {
    let (pty, probe) = try start(reply: Self.capableReply)
    defer { stop(probe, pty) }
    probe.send(SIGTERM)
    #expect(probe.waitForEnd(reading: pty) == .exited(128 + SIGTERM))
    let end = pty.received.after(KeyboardProtocol.kittyPop)
    #expect(end?.includes(Array("\u{1B}[?1049l".utf8)) == true)
  }

  @Test func aSilentTerminalGetsNoSynchronizedFramesAndNoKittyKeyboard() throws {
    let (pty, probe) = try start(reply: nil)
    defer { stop(probe, pty) }
    pty.type(Array("+".utf8))
    #expect(pty.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 1" })
    pty.type(Array("q".utf8))
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    #expect(!pty.received.includes(Array("\u{1B}[?2026h".utf8)))
    #expect(!pty.received.includes(KeyboardProtocol.kittyPush))
    #expect(!pty.received.includes(KeyboardProtocol.kittyPop))
  }
}
