import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// The probe (`trellis-terminal-probe`) starts a `Terminal` with every mode on in a real
/// pseudo-terminal, as its controlling terminal; each test ends it a different way and
/// checks that the tty came back: the exact stop bytes, written once, after the probe's
/// marker; the termios as it was before; the exit status the ending should give.
@Suite(.serialized) struct TerminalRestorerTests {
  static let ready = "TRELLIS-PROBE-READY"
  static let start = TerminalOptions.all.startSequence
  static let stop = TerminalOptions.all.stopSequence
  /// Why the tests that turn the Swift backtracer on do not run under the thread sanitizer:
  /// the runtime starts the backtracer with `clone` from inside the signal handler, and the
  /// sanitizer's runtime fails its own check there (`tsan_rtl.cpp` "!thr->slot", in
  /// `ForkAfter`) and exits 66 instead of letting the backtracer run.
  static let backtracerUnderTSan: Comment =
    "TSan's runtime fails a check when the Swift backtracer starts from a signal handler"

  /// Runs the probe in `pty` up to its marker; returns it with the termios seen meanwhile.
  func launch(
    _ pty: PseudoTerminal, _ arguments: [String] = [], backtrace: String = "enable=no"
  ) throws -> (ProbeProcess, TermiosState) {
    pty.clearReceived()
    let probe = try ProbeProcess(
      "trellis-terminal-probe", in: pty, arguments: arguments, backtrace: backtrace)
    let sawMarker = pty.read(until: Self.ready) { probe.poll() != .stillRunning }
    try #require(sawMarker, "the probe printed no marker: \(text(pty.received))")
    return (probe, pty.termiosState)
  }

  /// Checks what the probe wrote: the start sequence before the marker, and after it the
  /// stop sequence exactly once.
  func expectRestoredOutput(
    _ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let marker = Array(Self.ready.utf8)
    let beforeMarker = Array(pty.received.prefix(while: { $0 != marker[0] }))
    #expect(
      beforeMarker == Self.start, "start bytes: \(text(beforeMarker))",
      sourceLocation: sourceLocation)
    let afterMarker = pty.received.after(marker) ?? []
    #expect(
      afterMarker.occurrences(of: Self.stop) == 1, "after the marker: \(text(afterMarker))",
      sourceLocation: sourceLocation)
  }

  /// The signals `aSignalRestoresTheTerminalAndStillEndsTheProcess` sends. Not SIGABRT under
  /// the thread sanitizer: its runtime takes SIGABRT for a synchronous signal and runs the
  /// handler at once, even when `kill` interrupts the runtime itself holding its own locks;
  /// the handler's first synchronized access (a global's once-check) then waits on those
  /// locks forever. `abortIsRestoredAndEndsWithSIGABRT` still covers SIGABRT there.
  static let signalsToSend =
    threadSanitizerBuild
    ? [SIGTERM, SIGINT, SIGHUP, SIGQUIT] : [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGABRT]

  @Test(arguments: signalsToSend)
  func aSignalRestoresTheTerminalAndStillEndsTheProcess(signal: Int32) throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, during) = try launch(pty)
    #expect(during.isRaw)
    probe.send(signal)
    #expect(probe.waitForEnd(reading: pty) == .signaled(signal))
    expectRestoredOutput(pty)
    #expect(pty.termiosState == before, "termios after: \(pty.termiosState), before: \(before)")
  }

  /// A program watching for requests to end (`EndRequestSignals`) gets the signal and goes
  /// on; when it has not ended by the fallback's deadline (its main thread is stuck), the
  /// terminal is restored, a line says why, and the process ends by the signal.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aRequestToEndNotAnsweredInTimeFallsBackToRestoring(signal: Int32) throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["stuck"])
    probe.send(signal)
    #expect(pty.read(until: "TRELLIS-PROBE-REQUESTED \(signal)"), "\(text(pty.received))")
    #expect(probe.waitForEnd(reading: pty) == .signaled(signal))
    expectRestoredOutput(pty)
    let name = EndRequestSignals.name(of: signal)
    let afterRestore = text(pty.received.after(Self.stop) ?? [])
    #expect(afterRestore.contains("probe stuck (\(name), waited 0.5 s); ending now"))
    #expect(pty.termiosState == before)
  }

  /// A second request while the first is being answered ends the process at once.
  @Test func aSecondRequestToEndEndsAtOnce() throws {
    let pty = try PseudoTerminal()
    let (probe, _) = try launch(pty, ["stuck-long"])
    probe.send(SIGTERM)
    #expect(pty.read(until: "TRELLIS-PROBE-REQUESTED \(SIGTERM)"), "\(text(pty.received))")
    probe.send(SIGINT)
    #expect(probe.waitForEnd(reading: pty) == .signaled(SIGINT))
    expectRestoredOutput(pty)
  }

  /// The Swift runtime's backtracer handles SIGQUIT and SIGABRT before Trellis starts; it
  /// still runs, after the terminal is restored, and the process still ends by the signal
  /// (the backtracer alone would let a SIGQUIT from `kill` return and the program go on).
  @Test(
    .disabled(if: threadSanitizerBuild, Self.backtracerUnderTSan), arguments: [SIGQUIT, SIGABRT])
  func anEarlierHandlerRunsAfterTheRestore(signal: Int32) throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, backtrace: "enable=yes,interactive=no,symbolicate=off")
    probe.send(signal)
    #expect(probe.waitForEnd(reading: pty) == .signaled(signal))
    expectRestoredOutput(pty)
    let afterRestore = pty.received.after(Self.stop) ?? []
    #expect(text(afterRestore).contains("crashed"), "after the restore: \(text(afterRestore))")
    #expect(pty.termiosState == before)
  }

  /// A program that handled SIGTERM itself before starting the terminal gets the signal:
  /// the terminal is restored first, then the program's handler runs and it goes on.
  @Test func aProgramsOwnSIGTERMHandlerStillGetsTheSignal() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["own-handler"])
    probe.send(SIGTERM)
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    let afterMarker = pty.received.after(Array(Self.ready.utf8)) ?? []
    let afterRestore = afterMarker.after(Self.stop) ?? []
    #expect(text(afterRestore).contains("TRELLIS-PROBE-HANDLED"), "\(text(afterMarker))")
    #expect(pty.termiosState == before)
  }

  @Test func aSecondRunInTheSameTerminalWorksAfterSIGTERM() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (first, _) = try launch(pty)
    first.send(SIGTERM)
    #expect(first.waitForEnd(reading: pty) == .signaled(SIGTERM))
    #expect(pty.termiosState == before)

    let (second, during) = try launch(pty)
    #expect(during.isRaw)
    // The second run reads keys: typed bytes reach it raw, `q` makes it stop and exit.
    pty.type([0x61, 0x03])
    #expect(pty.read(until: "TRELLIS-PROBE-INPUT 61 3") { second.poll() != .stillRunning })
    pty.type([UInt8(ascii: "q")])
    #expect(second.waitForEnd(reading: pty) == .exited(0))
    expectRestoredOutput(pty)
    #expect(text(pty.received).contains("TRELLIS-PROBE-QUIT"))
    #expect(pty.termiosState == before)
  }

  @Test func withOutputRedirectedTheTerminalIsOpenedThroughDevTTY() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, during) = try launch(pty, ["devtty"])
    #expect(during.isRaw)
    pty.type([UInt8(ascii: "q")])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    expectRestoredOutput(pty)
    #expect(pty.termiosState == before)
  }

  @Test func normalExitWithoutStopIsRestoredAtExit() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["exit"])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    expectRestoredOutput(pty)
    #expect(pty.termiosState == before)
  }

  /// Terminals are put back newest first, by when they were started, not by which of the
  /// restorer's slots they were given: C reuses the slot A left, and is still first.
  @Test func terminalsAreRestoredNewestFirstEvenInAReusedSlot() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["order"])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    let afterMarker = text(pty.received.after(Array("TRELLIS-PROBE-ORDER".utf8)) ?? [])
    #expect(afterMarker.contains("registered 3"), "\(afterMarker)")
    let names = ["[C]", "[B]", text(Self.stop)].map { afterMarker.range(of: $0)?.lowerBound }
    #expect(names.allSatisfy { $0 != nil }, "\(afterMarker)")
    #expect(names.compactMap { $0 } == names.compactMap { $0 }.sorted(), "\(afterMarker)")
    #expect(!afterMarker.contains("[A]"))
    #expect(pty.termiosState == before)
  }

  @Test func aThrownErrorIsRestoredByTheTerminalsDeinit() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["throw"])
    #expect(probe.waitForEnd(reading: pty) == .exited(3))
    expectRestoredOutput(pty)
    #expect(text(pty.received).contains("TRELLIS-PROBE-ERROR requested"))
    #expect(pty.termiosState == before)
  }

  @Test func abortIsRestoredAndEndsWithSIGABRT() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["abort"])
    #expect(probe.waitForEnd(reading: pty) == .signaled(SIGABRT))
    expectRestoredOutput(pty)
    #expect(pty.termiosState == before)
  }

  @Test func aCrashIsRestoredAndEndsWithTheTrapSignal() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["trap"])
    let ending = probe.waitForEnd(reading: pty)
    #expect(ending == .signaled(SIGILL) || ending == .signaled(SIGTRAP), "\(ending)")
    expectRestoredOutput(pty)
    #expect(pty.termiosState == before)
  }

  /// Swift prints a trap's message to standard error before it traps; it is held back
  /// while the alternate screen is up and written after the restore, so the user reads it.
  @Test func aTrapsMessageIsShownAfterTheRestore() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["fatal"])
    let ending = probe.waitForEnd(reading: pty)
    #expect(ending == .signaled(SIGILL) || ending == .signaled(SIGTRAP), "\(ending)")
    expectRestoredOutput(pty)
    let afterRestore = text(pty.received.after(Self.stop) ?? [])
    #expect(
      afterRestore.contains("Fatal error: TRELLIS-PROBE-FATAL the probe stopped here"),
      "after the restore: \(afterRestore)")
    let screen = pty.screen(width: 80, height: 24)
    #expect(screen.contains { $0.contains("TRELLIS-PROBE-FATAL") }, "\(screen)")
    #expect(pty.termiosState == before)
  }

  /// A stack overflow leaves no stack to run a handler on; the handlers run on an
  /// alternate signal stack, so the terminal is still restored.
  @Test(
    .disabled(
      if: threadSanitizerBuild,
      "the sanitizer's runtime runs instrumented code on the overflowed stack before any handler"
    ))
  func aStackOverflowIsRestoredAndEndsWithSIGSEGV() throws {
    try expectOverflowRestored(on: "overflow")
  }

  /// The same on a thread that did not start the terminal: a dispatch worker, a Foundation
  /// `Thread`, a plain pthread. Each gets an alternate signal stack when it starts.
  @Test(
    .disabled(
      if: threadSanitizerBuild,
      "the sanitizer's runtime runs instrumented code on the overflowed stack before any handler"
    ),
    arguments: ["overflow-dispatch", "overflow-thread", "overflow-pthread"])
  func aStackOverflowOnAnyThreadIsRestored(ending: String) throws {
    try expectOverflowRestored(on: ending)
  }

  func expectOverflowRestored(
    on ending: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, [ending])
    let end = probe.waitForEnd(reading: pty)
    #expect(end == .signaled(SIGSEGV), "\(end)", sourceLocation: sourceLocation)
    expectRestoredOutput(pty, sourceLocation: sourceLocation)
    #expect(pty.termiosState == before, sourceLocation: sourceLocation)
  }

  /// What the program writes to standard error during a session is shown once the
  /// terminal is stopped, not lost on the alternate screen.
  @Test func standardErrorDuringASessionIsShownAfterStop() throws {
    let pty = try PseudoTerminal()
    let (probe, _) = try launch(pty, ["stderr"])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    expectRestoredOutput(pty)
    let afterMarker = text(pty.received.after(Array(Self.ready.utf8)) ?? [])
    let afterRestore = text(pty.received.after(Self.stop) ?? [])
    #expect(afterRestore.contains("TRELLIS-PROBE-STDERR held back"), "\(afterMarker)")
    #expect(afterMarker.components(separatedBy: "TRELLIS-PROBE-STDERR").count == 2)
  }

  @Test(.disabled(if: threadSanitizerBuild, Self.backtracerUnderTSan))
  func aCrashWithTheBacktracerOnReportsOnTheRestoredScreen() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(
      pty, ["trap"], backtrace: "enable=yes,interactive=no,symbolicate=off")
    let ending = probe.waitForEnd(reading: pty)
    #expect(ending == .signaled(SIGILL) || ending == .signaled(SIGTRAP), "\(ending)")
    expectRestoredOutput(pty)
    let afterRestore = pty.received.after(Self.stop) ?? []
    #expect(text(afterRestore).contains("crashed"), "after the restore: \(text(afterRestore))")
    #expect(pty.termiosState == before)
  }

  @Test func stopRestoresOnceAndTheProcessGoesOn() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty, ["stop"])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    expectRestoredOutput(pty)
    let afterStop = pty.received.after(Self.stop) ?? []
    #expect(text(pty.received).contains("TRELLIS-PROBE-READY 80x24 registered 1"))
    #expect(text(afterStop).contains("TRELLIS-PROBE-STOPPED registered 0"))
    #expect(pty.termiosState == before)
  }

  /// SIGTSTP from outside puts the terminal back, tries to stop the process, and takes
  /// the terminal again: raw mode, the modes, and a call of the resize handler for a full
  /// redraw. (The probe leads its own session, so the kernel does not stop it: a real
  /// stop and `fg` are in `DemoSuspendTests`.)
  @Test func aStopSignalGivesTheTerminalBackAndTakesItAgain() throws {
    let pty = try PseudoTerminal()
    let before = pty.termiosState
    let (probe, _) = try launch(pty)
    pty.clearReceived()
    probe.send(SIGTSTP)
    #expect(pty.read(until: "TRELLIS-PROBE-RESIZE 80x24") { probe.poll() != .stillRunning })
    let afterSignal = pty.received
    let stopAt = afterSignal.firstRange(of: Self.stop)?.lowerBound
    let startAt = afterSignal.firstRange(of: Self.start)?.lowerBound
    #expect(stopAt != nil && startAt != nil && stopAt! < startAt!, "\(text(afterSignal))")
    #expect(pty.termiosState.isRaw)
    pty.type([UInt8(ascii: "q")])
    #expect(probe.waitForEnd(reading: pty) == .exited(0))
    #expect(pty.termiosState == before)
  }

  @Test func resizingTheWindowReachesTheProbesResizeHandler() throws {
    let pty = try PseudoTerminal(width: 80, height: 24)
    let (probe, _) = try launch(pty)
    #expect(text(pty.received).contains("TRELLIS-PROBE-READY 80x24"))
    // The kernel sends SIGWINCH to the probe, the tty's foreground process group.
    pty.resize(width: 123, height: 45)
    #expect(pty.read(until: "TRELLIS-PROBE-RESIZE 123x45") { probe.poll() != .stillRunning })
    probe.send(SIGTERM)
    #expect(probe.waitForEnd(reading: pty) == .signaled(SIGTERM))
    expectRestoredOutput(pty)
  }
}

/// Bytes as text, escape shown as `␛`, for failure messages.
func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
}
