import Dispatch
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// `Terminal` on a real pseudo-terminal: the test reads the master side, where the bytes a
/// terminal emulator would receive arrive.
@Suite struct TerminalTests {
  static let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

  func makeTerminal(_ pty: PseudoTerminal, environment: [String: String] = environment)
    -> Terminal
  {
    Terminal(input: pty.slave, output: pty.slave, environment: environment)
  }

  @Test func startWritesEveryModeAndStopTurnsThemOffInReverse() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.start()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.startSequence)
    terminal.stop()
    let stop = String(decoding: pty.read(waiting: 1000), as: UTF8.self)
    #expect(
      stop
        == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
        + "\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
  }

  @Test func rawModeIsOnWhileStartedAndTheOriginalTermiosComesBack() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    #expect(!before.isRaw)
    let terminal = makeTerminal(pty)
    try terminal.start()
    #expect(terminal.isRaw)
    #expect(pty.termiosState.isRaw)
    terminal.stop()
    #expect(!terminal.isRaw)
    #expect(pty.termiosState == before)
  }

  @Test func stopIsIdempotentAndWritesNothingWhenNeverStarted() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    terminal.stop()
    #expect(pty.read(waiting: 100).isEmpty)
    try terminal.start()
    pty.read(waiting: 1000)
    terminal.stop()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.stopSequence)
    let afterFirstStop = pty.termiosState
    terminal.stop()
    #expect(pty.read(waiting: 100).isEmpty)
    #expect(pty.termiosState == afterFirstStop)
  }

  @Test func aSecondTerminalOnTheSameTTYWorksAfterTheFirstStopped() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    do {
      let first = makeTerminal(pty)
      try first.start()
      first.stop()
    }
    pty.read(waiting: 1000)
    let second = makeTerminal(pty)
    try second.start()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.startSequence)
    #expect(pty.termiosState.isRaw)
    second.stop()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.stopSequence)
    #expect(pty.termiosState == before)
  }

  @Test func deinitRestoresATerminalThatWasNotStopped() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    func failingSession() throws {
      let terminal = makeTerminal(pty)
      try terminal.start()
      throw TerminalError.inputClosed
    }
    #expect(throws: TerminalError.inputClosed) { try failingSession() }
    let written = pty.read(waiting: 1000)
    #expect(written == TerminalOptions.all.startSequence + TerminalOptions.all.stopSequence)
    #expect(pty.termiosState == before)
  }

  @Test func startingAgainWithOtherOptionsSwapsTheModes() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    let small = TerminalOptions(
      alternateScreen: false, disableAutowrap: false, bracketedPaste: false, mouse: .off,
      focusEvents: false)
    try terminal.start(options: small)
    #expect(String(decoding: pty.read(waiting: 1000), as: UTF8.self) == "\u{1B}[?25l")
    try terminal.start(options: small)
    #expect(pty.read(waiting: 100).isEmpty)
    try terminal.start(options: .all)
    #expect(pty.read(waiting: 1000) == small.stopSequence + TerminalOptions.all.startSequence)
    #expect(terminal.activeOptions == .all)
    terminal.stop()
    #expect(pty.read(waiting: 1000) == TerminalOptions.all.stopSequence)
  }

  @Test func aDumbTerminalGetsRawModeButNoEscapeSequences() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty, environment: ["TERM": "dumb"])
    #expect(terminal.capabilities.isDumb)
    #expect(terminal.capabilities.colorDepth == .none)
    try terminal.start()
    #expect(pty.termiosState.isRaw)
    terminal.stop()
    #expect(pty.read(waiting: 100).isEmpty)
    #expect(!pty.termiosState.isRaw)
  }

  @Test func capabilitiesComeFromTheEnvironment() {
    let truecolor = Terminal(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
    #expect(truecolor.capabilities.colorDepth == .trueColor)
    // COLORTERM alone does not make an 8-colour xterm a 24-bit one.
    let eight = Terminal(environment: ["TERM": "xterm", "COLORTERM": "truecolor"])
    #expect(eight.capabilities.colorDepth == .ansi16)
    let indexed = Terminal(environment: ["TERM": "xterm-256color"])
    #expect(indexed.capabilities.colorDepth == .indexed256)
    let noColor = Terminal(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(noColor.capabilities.colorDepth == .none)
  }

  @Test func rawModeOnAPipeSaysItIsNotATerminal() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let terminal = Terminal(input: ends[0], output: ends[1], environment: Self.environment)
    #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[1])) {
      try terminal.enterRawMode()
    }
    #expect(!terminal.isRaw)
  }

  @Test func sizeComesFromTheTTYThenTheEnvironmentThenTheFallback() throws {
    let pty = try PseudoTerminal(width: 132, height: 43)
    #expect(makeTerminal(pty).size == TerminalSize(width: 132, height: 43))
    pty.resize(width: 100, height: 30)
    #expect(makeTerminal(pty).size == TerminalSize(width: 100, height: 30))

    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let fromEnvironment = Terminal(
      input: ends[0], output: ends[1], environment: ["COLUMNS": "90", "LINES": "33"])
    #expect(fromEnvironment.size == TerminalSize(width: 90, height: 33))
    let fallback = Terminal(input: ends[0], output: ends[1], environment: [:])
    #expect(fallback.size == TerminalSize(width: 80, height: 24))
  }

  @Test func readAvailableDeliversTypedBytesAndTimesOutEmpty() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enterRawMode()
    defer { terminal.stop() }
    #expect(try terminal.readAvailable(timeout: .milliseconds(10)).isEmpty)
    let typed: [UInt8] = [0x61, 0x1B, 0x5B, 0x41, 0x03, 0x0D, 0xC3, 0xA9]
    pty.type(typed)
    var received: [UInt8] = []
    while received.count < typed.count {
      let bytes = try terminal.readAvailable(timeout: .seconds(10))
      if bytes.isEmpty { break }
      received += bytes
    }
    // Raw: Ctrl-C (0x03) is a byte, not SIGINT, and CR is not turned into LF.
    #expect(received == typed)
  }

  @Test func readAvailableReportsAClosedInput() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let terminal = Terminal(input: ends[0], output: ends[1], environment: Self.environment)
    _ = [UInt8]([0x78]).withUnsafeBytes { write(ends[1], $0.baseAddress, 1) }
    close(ends[1])
    #expect(try terminal.readAvailable(timeout: .seconds(10)) == [0x78])
    #expect(throws: TerminalError.inputClosed) {
      try terminal.readAvailable(timeout: .seconds(10))
    }
  }

  @Test func readAvailableReportsAHangUp() throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enterRawMode()
    defer { terminal.stop() }
    pty.hangUp()
    #expect(throws: TerminalError.inputClosed) {
      try terminal.readAvailable(timeout: .seconds(10))
    }
  }

  @Test(arguments: [false, true])
  func writeDeliversEverythingInOrderThroughAFullPTY(nonBlocking: Bool) throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enterRawMode()
    defer { terminal.stop() }
    if nonBlocking {
      _ = fcntl(pty.slave, F_SETFL, fcntl(pty.slave, F_GETFL) | O_NONBLOCK)
    }
    // Far more than a pty holds: the write loop must go on after partial writes (or
    // EAGAIN) while the other side reads.
    let payload = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
    let group = DispatchGroup()
    let failure = Guarded<Error?>(nil)
    DispatchQueue.global().async(group: group) {
      do { try terminal.write(payload) } catch { failure.set(error) }
    }
    while pty.received.count < payload.count {
      if pty.read(waiting: 10_000).isEmpty { break }
    }
    group.wait()
    #expect(failure.value == nil)
    #expect(pty.received == payload)
  }

  @Test func aResizeSignalCallsTheHandlerWithTheNewSize() throws {
    let pty = try PseudoTerminal(width: 80, height: 24)
    let terminal = makeTerminal(pty)
    let sizes = Guarded<[TerminalSize]>([])
    let called = DispatchSemaphore(value: 0)
    terminal.onResize { size in
      sizes.set(sizes.value + [size])
      called.signal()
    }
    pty.resize(width: 120, height: 50)
    // This process is not the pty's session, so send the SIGWINCH the kernel would send.
    kill(getpid(), SIGWINCH)
    #expect(called.wait(timeout: .now() + 30) == .success)
    #expect(sizes.value.last == TerminalSize(width: 120, height: 50))
    terminal.onResize(nil)
  }
}
