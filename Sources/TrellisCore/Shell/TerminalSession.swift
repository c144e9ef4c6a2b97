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
/// Call `run()` on the main thread.
public final class TerminalSession {
  /// The terminal.
  public let terminal: Terminal
  /// The run loop drawing into the terminal (its `onQuit` is kept and called first).
  public let loop: AppRunLoop
  /// The modes the session starts the terminal with.
  public let options: TerminalOptions

  private var reader: TerminalInputReader?
  private var finished = false

  /// A session running `loop`, whose target draws on `terminal` (a
  /// ``TerminalRenderTarget``) and whose scheduler is the main queue.
  public init(loop: AppRunLoop, terminal: Terminal, options: TerminalOptions = .all) {
    self.terminal = terminal
    self.options = options
    self.loop = loop
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
    let box = SessionLoopBox(loop)
    terminal.onResize { size in
      DispatchQueue.main.async { box.loop?.resize(to: size) }
    }
    let reader = TerminalInputReader(
      descriptor: terminal.inputDescriptor,
      deliver: { events in DispatchQueue.main.async { box.loop?.deliver(events) } },
      ended: { error in
        DispatchQueue.main.async { box.loop?.quit(status: error == nil ? 0 : 1) }
      })
    self.reader = reader
    reader.start()
    if let start { start() } else { loop.start() }
    while !finished {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.25))
    }
    return loop.exitStatus ?? 0
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
  weak var loop: AppRunLoop?

  init(_ loop: AppRunLoop) {
    self.loop = loop
  }
}
