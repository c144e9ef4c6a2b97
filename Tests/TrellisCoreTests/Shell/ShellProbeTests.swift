import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisRxTest
import TrellisTerminal

/// The shell on a real terminal: `trellis-shell-probe` runs a small app in a
/// pseudo-terminal; the test types into it and reads the screen back through an emulator.
@Suite struct ShellProbeTests {
  /// Kills the probe unless the test saw it end (once reaped, its pid may be reused).
  private func stop(_ probe: ProbeProcess, _ pty: PseudoTerminal, ended: Bool) {
    guard !ended, probe.poll() == .stillRunning else { return }
    probe.send(SIGKILL)
    _ = probe.waitForEnd(reading: pty, seconds: 10)
  }

  @Test func runsInARealTerminalTypesKeysAndRestoresIt() throws {
    let pty = try PseudoTerminal(width: 50, height: 10)
    let before = pty.termiosState
    let probe = try ProbeProcess("trellis-shell-probe", in: pty)
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    func shows(_ row: Int, _ text: String) -> Bool {
      pty.waitForScreen(width: 50, height: 10) { $0.count > row && $0[row] == text }
    }

    #expect(shows(1, "Count: 0"))
    #expect(shows(0, " Counter │ Notes │ Plugins │ Help"))
    #expect(pty.termiosState.isRaw)
    #expect(pty.received.includes(Array("\u{1B}[?1049h".utf8)))
    pty.type(Array("+++".utf8))
    #expect(shows(1, "Count: 3"))
    pty.type(Array("o".utf8))
    #expect(shows(1, "Detail of 3"))
    pty.type([0x1B])  // a lone Esc, told from Alt by its timeout, goes back
    #expect(shows(1, "Count: 3"))
    pty.type(Array("2".utf8))
    #expect(shows(1, "type here"))
    pty.type(Array("q".utf8))  // the text field takes it
    #expect(shows(1, "q"))
    pty.type([0x1B, UInt8(ascii: "1")])  // Alt-1
    #expect(shows(1, "Count: 3"))
    pty.type(Array("q".utf8))
    let ending = probe.waitForEnd(reading: pty)
    ended = ending != .stillRunning
    #expect(ending == .exited(0))
    #expect(pty.termiosState == before)
    #expect(!pty.termiosState.isRaw)
    #expect(pty.received.includes(Array("\u{1B}[?1049l".utf8)))
    #expect(pty.received.includes(Array("TRELLIS-SHELL-PROBE-EXIT 0".utf8)))
  }

  @Test func aResizeRedrawsEverythingAtTheNewSize() throws {
    let pty = try PseudoTerminal(width: 50, height: 10)
    let probe = try ProbeProcess("trellis-shell-probe", in: pty)
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    #expect(pty.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 0" })
    pty.clearReceived()
    pty.resize(width: 40, height: 10)
    // From a blank screen, the bytes after the resize alone draw the whole new screen.
    #expect(
      pty.waitForScreen(width: 40, height: 10) {
        $0[1] == "Count: 0" && $0[9].hasPrefix("+ add")
      })
    #expect(pty.received.includes(Array("\u{1B}[2J".utf8)))
    // Below the shell's minimum size only the request to make it bigger shows; made bigger
    // again, the app shows as it was.
    pty.clearReceived()
    pty.resize(width: 30, height: 6)
    #expect(
      pty.waitForScreen(width: 30, height: 6) {
        $0 == ["", "", "  Make the terminal at least", "            40×10", "", ""]
      })
    pty.clearReceived()
    pty.resize(width: 40, height: 10)
    #expect(pty.waitForScreen(width: 40, height: 10) { $0[1] == "Count: 0" })
    pty.type([0x03])  // Ctrl-C
    let ending = probe.waitForEnd(reading: pty)
    ended = ending != .stillRunning
    #expect(ending == .exited(0))
    #expect(!pty.termiosState.isRaw)
  }

  @Test func quittingWaitsForPendingWorkAndReportsWorkThatFailed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-probe-work-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("work.log").path

    // Work 0.6 s long, started just before q: the app ends once it is done.
    let pty = try PseudoTerminal(width: 50, height: 10)
    let probe = try ProbeProcess("trellis-shell-probe", in: pty, arguments: ["--work-log", log])
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    #expect(pty.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 0" })
    pty.type(Array("wq".utf8))
    let ending = probe.waitForEnd(reading: pty)
    ended = ending != .stillRunning
    #expect(ending == .exited(0))
    #expect(FileManager.default.contents(atPath: log) == Data("done\n".utf8))

    // Work that fails after q: said on standard error, and the status is 1.
    let failing = try PseudoTerminal(width: 50, height: 10)
    let second = try ProbeProcess(
      "trellis-shell-probe", in: failing, arguments: ["--work-log", log])
    var secondEnded = false
    defer { stop(second, failing, ended: secondEnded) }
    #expect(
      failing.waitForScreen(width: 50, height: 10) { $0.count > 1 && $0[1] == "Count: 0" })
    failing.type(Array("xq".utf8))
    let failed = second.waitForEnd(reading: failing)
    secondEnded = failed != .stillRunning
    #expect(failed == .exited(1))
    let text = String(decoding: failing.received, as: UTF8.self)
    #expect(
      text.contains(
        "Shell probe: the probe's failing work failed as the app ended, so it was not kept: "
          + "it failed on purpose"), "\(text)")
    #expect(text.contains("TRELLIS-SHELL-PROBE-EXIT 1"))
  }

  @Test func aHangUpEndsTheApp() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let probe = try ProbeProcess("trellis-shell-probe", in: pty)
    var ended = false
    defer { stop(probe, pty, ended: ended) }
    #expect(pty.waitForScreen(width: 40, height: 10) { $0.count > 1 && $0[1] == "Count: 0" })
    pty.hangUp()
    let deadline = Date().addingTimeInterval(60)
    var ending = probe.poll()
    while ending == .stillRunning && Date() < deadline {
      usleep(20_000)
      ending = probe.poll()
    }
    ended = ending != .stillRunning
    #expect(ended)
  }

  /// Runs the probe with `arguments`, without a terminal; returns its status, output
  /// lines and error text.
  private func runHeadless(_ arguments: [String]) throws -> (Int32, [String], String) {
    guard let path = ProbeProcess.executablePath(named: "trellis-shell-probe") else {
      throw PseudoTerminal.Failure(description: "trellis-shell-probe not found")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try LastingThreads.run { try process.run() }
    // Not read to the end of file: a process another test starts meanwhile may inherit
    // the pipes' write ends. The output is small enough to wait in the pipes.
    LastingThreads.run { process.waitUntilExit() }
    let outputData = Self.availableBytes(output.fileHandleForReading.fileDescriptor)
    let errorData = Self.availableBytes(errors.fileHandleForReading.fileDescriptor)
    let lines = String(decoding: outputData, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    return (process.terminationStatus, lines, String(decoding: errorData, as: UTF8.self))
  }

  /// What can be read from `descriptor` now, without waiting.
  private static func availableBytes(_ descriptor: Int32) -> Data {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  @Test func headlessModePrintsTheSettledScreen() throws {
    let (status, lines, _) = try runHeadless([
      "--headless", "40x10", "--keys", "+ + o wait:50 esc +",
    ])
    #expect(status == 0)
    #expect(
      Array(lines.prefix(10)) == [
        " Counter │ Notes │ Plugins │ Help", "Count: 3", "", "", "", "", "", "", "",
        "+ add  o open  : palette  ? help  q quit",
      ])
    #expect(lines.contains("TRELLIS-SHELL-PROBE-EXIT 0"))
  }

  @Test func headlessModeOpensARouteAndStopsAtQuit() throws {
    let (status, lines, _) = try runHeadless([
      "--headless", "40x10", "--route", "counter/9", "--keys", "esc + q + +",
    ])
    #expect(status == 0)
    #expect(lines[1] == "Count: 1")
  }

  @Test func badArgumentsExitWithStatusTwo() throws {
    let (status, _, errors) = try runHeadless(["--headless", "40x6", "--keys", "+ bogus"])
    #expect(status == 2)
    #expect(errors.contains("unknown key 'bogus'"))
    let (sizeStatus, _, sizeErrors) = try runHeadless(["--headless", "40by6"])
    #expect(sizeStatus == 2)
    #expect(sizeErrors.contains("bad screen size '40by6'"))
  }
}
