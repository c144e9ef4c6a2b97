import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// The watchdog and the shell's own keys on a real terminal: `trellis-shell-probe` in a
/// pseudo-terminal, with a screen that keeps every key and one whose key spins the main
/// thread for good.
@Suite struct ShellWatchdogProbeTests {
  private static let width = 120
  private static let height = 10

  /// Kills the probe unless the test saw it end (once reaped, its pid may be reused).
  private func stop(_ probe: ProbeProcess, _ pty: PseudoTerminal, ended: Bool) {
    guard !ended, probe.poll() == .stillRunning else { return }
    probe.send(SIGKILL)
    _ = probe.waitForEnd(reading: pty, seconds: 10)
  }

  private func swallowing(thenType key: [UInt8]) throws {
    let pty = try PseudoTerminal(width: Self.width, height: Self.height)
    let before = pty.termiosState
    let probe = try ProbeProcess("trellis-shell-probe", in: pty, arguments: ["--route", "swallow"])
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    #expect(pty.waitForScreen(width: Self.width, height: Self.height, showing: "Swallowing keys"))
    pty.type(Array("x".utf8))  // kept by the view
    pty.type(key)
    let ending = probe.waitForEnd(reading: pty)
    ended = ending != .stillRunning
    #expect(ending == .exited(0), "\(String(decoding: pty.received, as: UTF8.self))")
    #expect(pty.termiosState == before)
  }

  @Test func ctrlCEndsTheAppThoughTheScreenKeepsEveryKey() throws {
    try swallowing(thenType: [0x03])
  }

  @Test func qEndsTheAppThoughTheScreenKeepsEveryKey() throws {
    try swallowing(thenType: Array("q".utf8))
  }

  /// Why the SIGTERM test cannot run under the thread sanitizer.
  static let signalsUnderTSan: Comment = """
    The thread sanitizer runs a signal handler only once the thread the signal landed on \
    calls into the C library; a main thread spinning in Swift never does, so SIGTERM never \
    reaches the app. Every other build runs this test.
    """

  @Test(.disabled(if: threadSanitizerBuild, Self.signalsUnderTSan))
  func sigtermWhileAPluginSpinsTheMainThreadRunsTheOthersWillTerminateAndNamesIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-probe-spin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("saved.log").path

    let pty = try PseudoTerminal(width: Self.width, height: Self.height)
    let before = pty.termiosState
    let probe = try ProbeProcess(
      "trellis-shell-probe", in: pty, arguments: ["--route", "spin", "--save-log", log])
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    #expect(pty.waitForScreen(width: Self.width, height: Self.height, showing: "Press s to spin"))
    pty.type(Array("s".utf8))
    // The watchdog writes over the status bar while the main thread cannot draw.
    #expect(
      pty.waitForScreen(
        width: Self.width, height: Self.height,
        showing: "plugin probe has held the main thread for"),
      "\(pty.screen(width: Self.width, height: Self.height))")
    #expect(
      pty.screen(width: Self.width, height: Self.height).last?
        .contains("in a key handler (s)") == true)
    probe.send(SIGTERM)
    let ending = probe.waitForEnd(reading: pty)
    ended = ending != .stillRunning
    let text = String(decoding: pty.received, as: UTF8.self)
    #expect(ending == .signaled(SIGTERM), "\(text)")
    #expect(FileManager.default.contents(atPath: log) == Data("saved\n".utf8))
    #expect(
      text.contains("Shell probe: plugin probe held the main thread (for "), "\(text)")
    #expect(text.contains("in a key handler (s)) when SIGTERM came"), "\(text)")
    #expect(pty.received.includes(Array("\u{1B}[?1049l".utf8)))
    #expect(pty.termiosState == before)
    #expect(!pty.termiosState.isRaw)
  }
}
