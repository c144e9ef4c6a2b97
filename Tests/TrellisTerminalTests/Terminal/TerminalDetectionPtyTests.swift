import Dispatch
import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// Detection on a real pseudo-terminal, with a scripted terminal on the master side that
/// answers the queries once the last one (DA1) has arrived — or answers nothing.
@Suite struct TerminalDetectionPtyTests {
  static let environment = ["TERM": "xterm-256color"]

  /// Answers on `master` with `reply` once `marker` was read from it (within 10 s);
  /// signals `done` afterwards. Runs on a thread of its own.
  static func answer(master: Int32, after marker: [UInt8], with reply: [UInt8])
    -> DispatchSemaphore
  {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var seen: [UInt8] = []
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline, !seen.includes(marker) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 { seen += buffer[0..<count] }
      }
      _ = reply.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      done.signal()
    }
    thread.start()
    return done
  }

  static let da1Query = GraphicsSequences.primaryDeviceAttributesQuery

  func detect(reply: [UInt8], timeout: Duration = .seconds(5)) throws -> (
    TerminalDetection, Duration
  ) {
    let pty = try PseudoTerminal()
    let terminal = Terminal(input: pty.slave, output: pty.slave, environment: Self.environment)
    try terminal.start(options: .rawOnly)
    defer { terminal.stop() }
    let done = Self.answer(master: pty.master, after: Self.da1Query, with: reply)
    let clock = ContinuousClock()
    let start = clock.now
    let detection = try terminal.detect(
      TerminalProbe(graphics: GraphicsDetector()), timeout: timeout)
    let elapsed = clock.now - start
    _ = done.wait(timeout: .now() + 10)
    return (detection, elapsed)
  }

  @Test func aKittyTerminalAnswersAndIsUsed() throws {
    let reply = Array(
      "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c".utf8)
    let (detection, _) = try detect(reply: reply)
    #expect(detection.probe.isComplete)  // ended by DA1, not by the timeout
    #expect(
      detection.graphics == TerminalGraphics(pixelProtocol: .kitty, cellWidth: 10, cellHeight: 20))
    #expect(detection.events.isEmpty)
  }

  @Test func aSixelTerminalIsToldByDeviceAttributes() throws {
    let (detection, _) = try detect(reply: Array("\u{1B}[?62;4;22c".utf8))
    #expect(detection.graphics.pixelProtocol == .sixel)
  }

  @Test func aTerminalAnsweringNothingGetsSymbolsAtTheTimeout() throws {
    // Only a key arrives: it is handed back, not lost, and nothing is detected.
    let (detection, elapsed) = try detect(reply: Array("q".utf8), timeout: .milliseconds(150))
    #expect(detection.graphics == .symbols)
    #expect(!detection.probe.isComplete)
    #expect(detection.events == [.key(.character("q"))])
    #expect(elapsed < .seconds(5))  // bounded: the timeout ends it, not an answer
    // A reply arriving later is still a response to whoever reads on, never keys.
    var decoder = detection.decoder
    let late = decoder.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8), now: 1)
    #expect(late == [.response(.kittyGraphics(id: 31, message: "OK"))])
  }

  @Test func symbolsAskNoGraphicsQuestion() throws {
    let pty = try PseudoTerminal()
    let terminal = Terminal(input: pty.slave, output: pty.slave, environment: Self.environment)
    try terminal.start(options: .rawOnly)
    defer { terminal.stop() }
    let done = Self.answer(
      master: pty.master, after: Self.da1Query, with: Array("\u{1B}[?62c".utf8))
    let detection = try terminal.detect(
      TerminalProbe(graphics: GraphicsDetector(preference: .symbols)))
    _ = done.wait(timeout: .now() + 10)
    #expect(detection.graphics == .symbols)
    #expect(detection.probe.isComplete)
  }

  @Test func theCleanupIsWrittenBeforeTheStopSequence() throws {
    let pty = try PseudoTerminal()
    let terminal = Terminal(input: pty.slave, output: pty.slave, environment: Self.environment)
    try terminal.start()
    _ = pty.read(waiting: 1000)
    #expect(throws: TerminalError.self) {
      try terminal.setCleanupSequence([UInt8](repeating: 0x41, count: 300))
    }
    try terminal.setCleanupSequence(TerminalGraphics(pixelProtocol: .kitty).cleanupSequence)
    terminal.stop()
    let stop = pty.read(waiting: 1000)
    #expect(stop == GraphicsSequences.kittyDeleteAll + TerminalOptions.all.stopSequence)
  }

  /// A terminal that takes synchronized output and speaks the kitty keyboard protocol.
  static let capableReply = Array("\u{1B}[?2026;2$y\u{1B}[?0u\u{1B}[?62;22c".utf8)

  /// Starts a terminal on `pty` with `options`, plays a terminal answering `reply` (nil:
  /// silence) and returns it with its detection.
  func started(
    _ pty: PseudoTerminal, options: TerminalOptions = .all, reply: [UInt8]?
  ) throws -> (Terminal, TerminalDetection) {
    let terminal = Terminal(input: pty.slave, output: pty.slave, environment: Self.environment)
    try terminal.start(options: options)
    _ = pty.read(waiting: 1000)
    let done = reply.map { Self.answer(master: pty.master, after: Self.da1Query, with: $0) }
    let detection = try terminal.detect(timeout: reply == nil ? .milliseconds(100) : .seconds(5))
    _ = done?.wait(timeout: .now() + 10)
    return (terminal, detection)
  }

  @Test func anAnsweringTerminalGetsSynchronizedOutputAndTheKittyKeyboard() throws {
    let pty = try PseudoTerminal()
    let (terminal, detection) = try started(pty, reply: Self.capableReply)
    defer { terminal.stop() }
    #expect(detection.probe.isComplete)
    #expect(terminal.capabilities.synchronizedOutput)
    #expect(terminal.capabilities.kittyKeyboard)
    #expect(detection.capabilities == terminal.capabilities)
    #expect(detection.decoder.keyboardProtocol == .kitty)
    // Pushed once the answer came; popped first when the session ends, before the
    // alternate screen (whose keyboard stack it was pushed on) is left.
    #expect(pty.read(waiting: 1000) == KeyboardProtocol.kittyPush)
    terminal.stop()
    #expect(pty.read(waiting: 1000) == KeyboardProtocol.kittyPop + TerminalOptions.all.stopSequence)
  }

  @Test func aResumedSessionPushesTheKittyKeyboardAgainAtOnce() throws {
    let pty = try PseudoTerminal()
    let (terminal, _) = try started(pty, reply: Self.capableReply)
    defer { terminal.stop() }
    _ = pty.read(waiting: 1000)
    terminal.stop()  // as a suspend does
    _ = pty.read(waiting: 1000)
    try terminal.start()
    #expect(
      pty.read(waiting: 1000) == TerminalOptions.all.startSequence + KeyboardProtocol.kittyPush)
    // Other options: popped, modes switched, pushed again.
    let fewer = TerminalOptions(mouse: .off)
    try terminal.start(options: fewer)
    #expect(
      pty.read(waiting: 1000)
        == KeyboardProtocol.kittyPop + TerminalOptions.all.stopSequence + fewer.startSequence
        + KeyboardProtocol.kittyPush)
  }

  @Test func optionsCanDeclineTheKittyKeyboard() throws {
    let pty = try PseudoTerminal()
    let options = TerminalOptions(kittyKeyboard: false)
    let (terminal, detection) = try started(pty, options: options, reply: Self.capableReply)
    defer { terminal.stop() }
    #expect(terminal.capabilities.kittyKeyboard)
    #expect(detection.decoder.keyboardProtocol == .legacy)
    #expect(pty.read(waiting: 200).isEmpty)
    terminal.stop()
    #expect(pty.read(waiting: 1000) == options.stopSequence)
  }

  @Test func aTerminalAnsweringOnlyDeviceAttributesGetsNeither() throws {
    let pty = try PseudoTerminal()
    let (terminal, detection) = try started(pty, reply: Array("\u{1B}[?62;22c".utf8))
    defer { terminal.stop() }
    #expect(detection.probe.isComplete)
    #expect(!terminal.capabilities.synchronizedOutput)
    #expect(!terminal.capabilities.kittyKeyboard)
    #expect(detection.decoder.keyboardProtocol == .legacy)
    #expect(pty.read(waiting: 200).isEmpty)
    terminal.stop()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.stopSequence)
  }

  @Test func aSilentTerminalGetsNeitherAtTheTimeout() throws {
    let pty = try PseudoTerminal()
    let (terminal, detection) = try started(pty, reply: nil)
    defer { terminal.stop() }
    #expect(!detection.probe.isComplete)
    #expect(!terminal.capabilities.synchronizedOutput)
    #expect(!terminal.capabilities.kittyKeyboard)
    terminal.stop()
    let stop = pty.read(waiting: 1000)
    #expect(!stop.includes(KeyboardProtocol.kittyPop))
  }
}
