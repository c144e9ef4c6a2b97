import Foundation
import Glibc
import Synchronization

/// A terminal: raw mode, screen modes, size, resize notifications, and byte input and output.
///
/// ```swift
/// let terminal = try Terminal.standard()
/// try terminal.start()            // raw mode, alternate screen, mouse, paste, focus …
/// defer { terminal.stop() }
/// try terminal.write(Array("hello".utf8))
/// let bytes = try terminal.readAvailable(timeout: .milliseconds(50))
/// ```
///
/// Whatever happens, the terminal is put back as it was found: `stop()` (idempotent) and
/// `deinit` restore it, and the ``TerminalRestorer`` does so at process exit, on SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and SIGABRT, and on a crash (a trap or a bad access). Once
/// stopped, the same terminal (or a new `Terminal` on the same tty) can start again.
///
/// A `Terminal` may be used from several threads: its state is behind a lock and each
/// `write` reaches the terminal whole.
public final class Terminal: Sendable {
  /// The descriptor input is read from.
  public let inputDescriptor: Int32
  /// The descriptor output is written to.
  public let outputDescriptor: Int32
  /// What the terminal can do: read from the environment it was opened with (and the
  /// terminfo entry for its `TERM`), then from its answers once ``detect(_:timeout:)`` ran.
  public var capabilities: TerminalCapabilities { state.criticalSection { $0.capabilities } }
  /// The character encoding the terminal reads, from the locale of that environment: the
  /// renderer writes ASCII stand-ins when it is not UTF-8.
  public let encoding: TerminalEncoding
  /// The characters the terminal shows as themselves, from that environment too.
  public let glyphs: TerminalGlyphs

  private let environment: [String: String]
  private let ownsDescriptors: Bool
  let state: Mutex<State>
  private let writeLock = Mutex(())

  struct State: Sendable {
    var capabilities: TerminalCapabilities
    var savedTermios: termios?
    var options: TerminalOptions?
    /// Whether the kitty keyboard protocol was pushed (and stopping must pop it).
    var keyboardPushed = false
    var restoreSlot: Int?
    var resizeObserver: Int?
    var resizeHandler: (@Sendable (TerminalSize) -> Void)?
    var cleanup: [UInt8] = []
    /// Whether this terminal began the process's `StderrCapture` (and ends it).
    var capturesStderr = false

    /// What stopping writes: the cleanup, the kitty keyboard pop (on the screen it was
    /// pushed on: the stacks of the main and alternate screens are separate), then the
    /// options' stop sequence.
    var stopBytes: [UInt8] {
      guard let options, !capabilities.isDumb else { return [] }
      return cleanup + (keyboardPushed ? KeyboardProtocol.kittyPop : []) + options.stopSequence
    }

    /// What starting writes: the options' start sequence, then the kitty keyboard push.
    var startBytes: [UInt8] {
      guard let options, !capabilities.isDumb else { return [] }
      return options.startSequence + (keyboardPushed ? KeyboardProtocol.kittyPush : [])
    }

    /// Whether the options and the capabilities call for the kitty keyboard protocol.
    var wantsKeyboardPush: Bool {
      options?.kittyKeyboard == true && capabilities.kittyKeyboard && !capabilities.isDumb
    }
  }

  /// A terminal on the given descriptors (standard input and output unless told).
  ///
  /// Nothing changes until `enterRawMode()` or `start(options:)`.
  /// - Parameter environment: where `TERM`, `COLORTERM`, `NO_COLOR`, `COLUMNS` and `LINES`
  ///   are read from.
  public convenience init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.init(input: input, output: output, environment: environment, owns: false)
  }

  private init(input: Int32, output: Int32, environment: [String: String], owns: Bool) {
    inputDescriptor = input
    outputDescriptor = output
    self.environment = environment
    state = Mutex(State(capabilities: TerminalCapabilities(environment: environment)))
    encoding = TerminalEncoding(environment: environment)
    glyphs = TerminalGlyphs(encoding: encoding, term: environment["TERM"])
    ownsDescriptors = owns
  }

  /// The terminal the program runs in: standard input and output when both are terminals,
  /// otherwise `/dev/tty` (so the program still draws when its output is piped).
  /// - Throws: `TerminalError.noTerminal` when there is no terminal at all.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Terminal {
    if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
      return Terminal(environment: environment)
    }
    let fd = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw TerminalError.noTerminal(errno: errno) }
    return Terminal(input: fd, output: fd, environment: environment, owns: true)
  }

  deinit {
    stop()
    if let observer = state.criticalSection({ $0.resizeObserver }) {
      ResizeMonitor.shared.removeObserver(observer)
    }
    if ownsDescriptors {
      close(inputDescriptor)
      if outputDescriptor != inputDescriptor { close(outputDescriptor) }
    }
  }

  /// Whether the terminal is in raw mode (entered through this `Terminal`).
  public var isRaw: Bool { state.criticalSection { $0.savedTermios != nil } }

  /// The options `start(options:)` applied, or nil when not started.
  public var activeOptions: TerminalOptions? { state.criticalSection { $0.options } }

  /// Puts the terminal in raw mode: no echo, no line editing, no signals from Ctrl-C, Ctrl-Z
  /// or Ctrl-\ (they arrive as bytes), no CR/LF translation on input or output, 8-bit
  /// characters (termios as set by `cfmakeraw`). The original termios is kept and put back
  /// by `stop()` or the restorer. Does nothing when already raw.
  /// - Throws: `TerminalError.notATerminal` when the input is not a terminal, or
  ///   `termiosFailed` when the terminal refuses the change.
  public func enterRawMode() throws {
    TerminalRestorer.install()
    try state.criticalSection { state in
      guard state.savedTermios == nil else { return }
      let fd = termiosDescriptor
      guard isatty(fd) == 1 else { throw TerminalError.notATerminal(fileDescriptor: fd) }
      var original = termios()
      guard tcgetattr(fd, &original) == 0 else {
        throw TerminalError.termiosFailed(call: "tcgetattr", errno: errno)
      }
      state.savedTermios = original
      try rearm(&state)
      SuspendMonitor.shared.add(self)
      var raw = original
      cfmakeraw(&raw)
      guard tcsetattr(fd, TCSANOW, &raw) == 0 else {
        let code = errno
        state.savedTermios = nil
        try? rearm(&state)
        throw TerminalError.termiosFailed(call: "tcsetattr", errno: code)
      }
    }
  }

  /// Starts a full-screen session: raw mode (unless `options.rawMode` is false), then each
  /// mode of `options` in order (see `TerminalOptions.startSequence` for the bytes), then
  /// the kitty keyboard push when the options ask for it and the terminal answered that it
  /// speaks the protocol (known after ``detect(_:timeout:)``; so a session started again
  /// after a suspend pushes it at once). On a `dumb` terminal no mode is written. Starting
  /// again with other options replaces them: the earlier modes are turned off before the
  /// new ones are turned on. With the alternate screen on, standard error — when it is
  /// this same terminal — is held back until the terminal is put back (by `stop()`, at
  /// exit or by the restorer on a signal or crash), so a message such as Swift's
  /// `Fatal error: …` is shown on the main screen rather than painted over.
  /// - Throws: what `enterRawMode()` throws, or `TerminalError.writeFailed`.
  public func start(options: TerminalOptions = .all) throws {
    if options.rawMode { try enterRawMode() }
    TerminalRestorer.install()
    let effective = capabilities.isDumb ? TerminalOptions.rawOnly : options
    let bytes = try state.criticalSection { state -> [UInt8] in
      let previous = state.options
      if previous == effective { return [] }
      let previousPushed = state.keyboardPushed
      let previousStop =
        (previousPushed ? KeyboardProtocol.kittyPop : []) + (previous?.stopSequence ?? [])
      state.options = effective
      state.keyboardPushed = state.wantsKeyboardPush
      do {
        try rearm(&state)
      } catch {
        state.options = previous
        state.keyboardPushed = previousPushed
        throw error
      }
      if state.capabilities.isDumb { return [] }
      return previousStop + state.startBytes
    }
    try write(bytes)
    SuspendMonitor.shared.add(self)
    if effective.alternateScreen && !capabilities.isDumb {
      beginStderrCapture()
    }
  }

  /// Sends standard error to the `StderrCapture` while the alternate screen is up, when it
  /// is this terminal and no other terminal captures it.
  func beginStderrCapture() {
    state.criticalSection { state in
      guard !state.capturesStderr else { return }
      state.capturesStderr = StderrCapture.shared.begin(sameTerminalAs: outputDescriptor)
    }
  }

  /// Ends the session: writes the stop sequence (synchronized output off, style reset,
  /// then every started mode off in reverse order), puts the original termios back,
  /// leaves the restorer, and writes what the program sent to standard error while the
  /// alternate screen was up (see ``start(options:)``). Safe to call more than once and when never started; errors are
  /// ignored, since there is nothing better to do with a terminal that will not listen.
  public func stop() {
    let (stopBytes, saved, slot, captured) = state.criticalSection { state in
      let result = (state.stopBytes, state.savedTermios, state.restoreSlot, state.capturesStderr)
      state.capturesStderr = false
      state.options = nil
      state.keyboardPushed = false
      state.savedTermios = nil
      state.restoreSlot = nil
      return result
    }
    if !stopBytes.isEmpty { try? write(stopBytes) }
    if var saved, !isInBackground {
      _ = tcsetattr(termiosDescriptor, TCSANOW, &saved)
    }
    if let slot { RestoreTable.shared.disarm(slot) }
    SuspendMonitor.shared.remove(self)
    // What the program wrote to standard error meanwhile, now on the main screen.
    if captured { StderrCapture.shared.end() }
  }

  /// Sets the bytes written before the stop sequence whenever the session ends — by
  /// `stop()`, at exit or on a signal — such as the delete that takes the app's kitty
  /// pictures off the screen. Empty by default.
  /// - Throws: `TerminalError.restoreSequenceTooLong` when it and the stop sequence do not
  ///   fit the restorer's record.
  public func setCleanupSequence(_ bytes: [UInt8]) throws {
    try state.criticalSection { state in
      let previous = state.cleanup
      state.cleanup = bytes
      do {
        try rearm(&state)
      } catch {
        state.cleanup = previous
        throw error
      }
    }
  }

  /// The terminal's size: from the `TIOCGWINSZ` ioctl on the output (or input), else from
  /// `COLUMNS` and `LINES` in the environment, else 80x24.
  public var size: TerminalSize {
    for fd in [outputDescriptor, inputDescriptor] {
      var window = winsize()
      if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0 && window.ws_row > 0 {
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
      }
    }
    return TerminalSize(environment: environment) ?? .fallback
  }

  /// Calls `handler` with the new size after every SIGWINCH (the terminal window was
  /// resized), on a private serial queue; nil stops the calls. The signal handler itself
  /// only writes a byte to a pipe. The terminal keeps the handler until it is replaced, so
  /// a handler that uses the terminal should capture it weakly.
  public func onResize(_ handler: (@Sendable (TerminalSize) -> Void)?) {
    let needsObserver = state.criticalSection { state -> Bool in
      state.resizeHandler = handler
      return handler != nil && state.resizeObserver == nil
    }
    guard needsObserver else { return }
    let observer = ResizeMonitor.shared.addObserver { [weak self] in
      guard let self else { return }
      let handler = self.state.criticalSection { $0.resizeHandler }
      handler?(self.size)
    }
    state.criticalSection { $0.resizeObserver = observer }
  }

  /// Whether the process is a background job of this terminal: another process group has
  /// it in the foreground (the shell, after `bg` or after the program was stopped). Such a
  /// process must not touch the terminal; `write` then writes nothing, and a suspended
  /// program resumed in the background stops again until it is brought to the foreground.
  public var isInBackground: Bool { JobControl.isInBackground(termiosDescriptor) }

  /// The descriptor termios is read from and set on: the input when it is a terminal,
  /// otherwise the output.
  var termiosDescriptor: Int32 {
    isatty(inputDescriptor) == 1 ? inputDescriptor : outputDescriptor
  }

  /// Serializes writes so that each reaches the terminal whole.
  func withWriteLock<T>(_ body: () throws -> T) rethrows -> T {
    try writeLock.criticalSection { try body() }
  }

  /// Replaces the restorer record with one for the current state, arming the new record
  /// before freeing the old, so a signal always finds one.
  func rearm(_ state: inout State) throws {
    let sequence = state.stopBytes
    var newSlot: Int?
    if state.savedTermios != nil || !sequence.isEmpty {
      let saved = state.savedTermios.map { (termiosDescriptor, $0) }
      newSlot = try RestoreTable.shared.arm(
        output: outputDescriptor, termios: saved, sequence: sequence)
    }
    if let old = state.restoreSlot { RestoreTable.shared.disarm(old) }
    state.restoreSlot = newSlot
  }
}
