import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// A window shown full-screen on a real terminal until the app quits.
///
/// ``run()`` starts the terminal (raw mode, alternate screen, mouse, bracketed paste),
/// draws the first frame and turns the main run loop: the main scheduler's queue, where
/// input (read on a thread of its own and decoded there, Esc timeout included), SIGWINCH
/// (resize, full redraw) and timers arrive. When the loop quits — or input ends because
/// the terminal hung up — the terminal is restored and `run()` returns the exit status.
///
/// Before the first frame it asks the terminal, in one round, whether it takes synchronized
/// output and speaks the kitty keyboard protocol, and how it shows pictures (a kitty
/// graphics query, XTVERSION, the cell size and DA1, see `TerminalProbe`), waiting at most
/// ``graphicsTimeout``. The terminal's capabilities follow the answers (the render target
/// reads them each frame; the kitty keyboard protocol is pushed, and popped on every path
/// the terminal is restored); the graphics go to the window's `graphics` (image views read
/// it, and spinners the terminal's ``TerminalGlyphs``) and to the render target, and a kitty terminal gets its pictures deleted when the
/// session ends. `TRELLIS_IMAGES` in the environment overrides the graphics: `symbols` (no
/// graphics query), `kitty`, `iterm2`, `sixel`, or `auto`; `TRELLIS_IMAGES_TIMEOUT` sets
/// the wait in milliseconds.
///
/// Call `run()` on the main thread.
@MainActor
public final class TerminalSession {
  /// The terminal.
  public let terminal: Terminal
  /// The run loop drawing into the terminal (its `onQuit` is kept and called first).
  public let loop: AppRunLoop
  /// The modes the session starts the terminal with.
  public let options: TerminalOptions
  /// Where `TRELLIS_IMAGES` and `TMUX` are read from.
  public let environment: [String: String]
  /// The longest wait for the terminal's answers to the start-up queries: 200 ms, or the
  /// milliseconds `TRELLIS_IMAGES_TIMEOUT` says (1–5000; for slow remote links).
  public var graphicsTimeout: Duration
  /// What the start-up queries found (nil before `run()` or when nothing was asked).
  public private(set) var detection: TerminalDetection?

  private var reader: TerminalInputReader?
  private var finished = false

  /// A session running `loop`, whose target draws on `terminal` (a
  /// ``TerminalRenderTarget``) and whose scheduler is the main queue.
  public init(
    loop: AppRunLoop, terminal: Terminal, options: TerminalOptions = .all,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.terminal = terminal
    self.options = options
    self.loop = loop
    self.environment = environment
    let milliseconds = environment["TRELLIS_IMAGES_TIMEOUT"].flatMap { Int($0) } ?? 200
    graphicsTimeout = .milliseconds(min(max(milliseconds, 1), 5000))
  }

  /// A session showing `window` on `terminal`.
  public convenience init(window: Window, terminal: Terminal, options: TerminalOptions = .all) {
    let loop = AppRunLoop(
      window: window, target: TerminalRenderTarget(terminal: terminal),
      scheduler: MainScheduler.asyncInstance)
    self.init(loop: loop, terminal: terminal, options: options)
  }

  /// Runs until the app quits; returns its exit status (1 when the terminal could not be
  /// written to or its input failed). Once the terminal is started, `start` runs (by
  /// default the loop's `start()`, which draws the first frame).
  /// - Throws: `TerminalError` when the terminal cannot be started.
  public func run(start: (() -> Void)? = nil) throws -> Int32 {
    let previousQuit = loop.onQuit
    loop.onQuit = { [weak self] status in
      previousQuit?(status)
      self?.finish()
    }
    try terminal.start(options: options)
    loop.onSuspend = { [weak self] in self?.suspend() }
    loop.window.graphics.glyphs = terminal.glyphs
    let detection = detect()
    let box = SessionLoopBox(loop)
    let terminal = self.terminal
    terminal.onResize { size in
      // A new font size comes with a resize: the cell's pixels may have changed too.
      let cellPixels = terminal.cellPixelSize
      DispatchQueue.main.async {
        guard let loop = box.loop else { return }
        if let cellPixels, loop.window.graphics.pixelProtocol != nil {
          loop.window.graphics.cellWidth = cellPixels.width
          loop.window.graphics.cellHeight = cellPixels.height
        }
        loop.resize(to: size)
      }
    }
    let reader = TerminalInputReader(
      descriptor: terminal.inputDescriptor, decoder: detection?.decoder ?? InputDecoder(),
      deliver: { events in
        // Replies arriving after the graphics timeout are no input for the app.
        let input = events.filter {
          if case .response = $0 { return false }
          return true
        }
        guard !input.isEmpty else { return }
        DispatchQueue.main.async { box.loop?.deliver(input) }
      },
      ended: { error in
        DispatchQueue.main.async { box.loop?.quit(status: error == nil ? 0 : 1) }
      })
    self.reader = reader
    reader.start()
    if let start { start() } else { loop.start() }
    if let early = detection?.events, !early.isEmpty { loop.deliver(early) }
    while !finished {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.25))
    }
    return loop.exitStatus ?? 0
  }

  /// Asks the terminal what it can do (unless it is not raw or is dumb; the graphics only
  /// unless `TRELLIS_IMAGES=symbols`) and hands the graphics to the window and the target.
  private func detect() -> TerminalDetection? {
    guard options.rawMode, !terminal.capabilities.isDumb else { return nil }
    let preference = GraphicsPreference(environment: environment)
    let tmux =
      preference == .symbols ? .outside : TmuxPassthroughCheck.state(environment: environment)
    let probe = TerminalProbe(graphics: GraphicsDetector(preference: preference, tmux: tmux))
    guard let detection = try? terminal.detect(probe, timeout: graphicsTimeout) else {
      return nil
    }
    self.detection = detection
    var graphics = detection.graphics
    graphics.glyphs = terminal.glyphs
    loop.window.graphics = graphics
    loop.target.useGraphics(detection.graphics)
    try? terminal.setCleanupSequence(detection.graphics.cleanupSequence)
    return detection
  }

  /// Ctrl-Z: gives the terminal back as it was (cooked mode, the main screen, no mouse),
  /// stops the process group as the terminal's own Ctrl-Z would (SIGTSTP), and once it is
  /// continued (`fg`) takes the terminal again; the terminal then calls the resize handler
  /// and everything is drawn again (see `Terminal.suspend()`, which SIGTSTP from outside
  /// goes through too). When nothing can stop it (no job control: SIGTSTP is then
  /// discarded) it comes straight back.
  public func suspend() {
    guard !finished else { return }
    terminal.suspend()
  }

  /// Stops reading, restores the terminal, ends `run()`.
  private func finish() {
    reader?.stop()
    reader = nil
    terminal.onResize(nil)
    terminal.stop()
    finished = true
  }
}

/// The run loop, handed to other threads that only ever touch it on the main queue.
private final class SessionLoopBox: @unchecked Sendable {
  weak let loop: AppRunLoop?

  init(_ loop: AppRunLoop) {
    self.loop = loop
  }
}
