import Dispatch
import Foundation
import TrellisServices
import TrellisTerminal

extension App {
  /// The watchdog's reporter while the app draws nothing on a terminal (while the plugins
  /// load, in a headless run, after the terminal is restored): each report goes to
  /// standard error, and to the status bar once a session shows (kept until then).
  nonisolated static func reportOnStandardError(name: String, notifier: AppNotifier)
    -> @Sendable (String) -> Void
  {
    return { message in
      App.writeError("\(name): \(message)")
      notifier.error(message)
    }
  }

  /// The watchdog's reporter while the app is full-screen on `terminal`: the report is
  /// written over the status bar's row at once, from the watchdog's thread (the main thread
  /// cannot draw while it is held), and goes to the status bar; once the main thread is
  /// back, the screen is drawn whole again (the row was written behind the renderer's back).
  nonisolated static func reportOnStatusRow(
    terminal: Terminal, loop: AppRunLoop, notifier: AppNotifier
  ) -> @Sendable (String) -> Void {
    let loopBox = WatchdogLoopBox(loop)
    return { message in
      try? terminal.write(
        App.statusRowBytes(message, size: terminal.size, encoding: terminal.encoding))
      notifier.error(message)
      DispatchQueue.main.async {
        guard let loop = loopBox.loop, loop.isRunning else { return }
        loop.target.forceFullRedraw()
        loop.window.setNeedsDisplay()
      }
    }
  }

  /// The bytes that write `message` in reverse video over the bottom row of a screen of
  /// `size`, cut to its width, and put the cursor back where it was.
  nonisolated static func statusRowBytes(
    _ message: String, size: TerminalSize, encoding: TerminalEncoding
  ) -> [UInt8] {
    let clean = TextSanitizer.sanitize(message)
    let text = encoding.isUTF8 ? clean : AsciiSubstitute.text(clean)
    let width = Swift.max(1, size.width)
    var shown = String(text.prefix(width - 1))
    shown += String(repeating: " ", count: Swift.max(0, width - 1 - shown.count))
    let row = Swift.max(1, size.height)
    return Array("\u{1B}7\u{1B}[\(row);1H\u{1B}[0;7m \(shown)\u{1B}[0m\u{1B}8".utf8)
  }

  /// Starts the watchdog for a session: it reports on the status row of `terminal` when
  /// there is one, and pings the main queue (something turns it) when `pings` says so.
  func watchMainThread(terminal: Terminal?, loop: AppRunLoop, pings: Bool) {
    if let terminal {
      watchdog.setReporter(
        Self.reportOnStatusRow(terminal: terminal, loop: loop, notifier: notifier))
    }
    watchdog.setPinging(pings)
    watchdog.start()
  }

  /// Marks the main thread as the app's (`owned`) from the first frame until it quits: in
  /// debug builds, every blocking I/O call on it is reported meanwhile, naming the plugin
  /// whose screen is shown (see `MainThreadIO`). For a run loop that owns the main thread
  /// (a terminal or headless run), not a test's session, whose main thread is the test's.
  func markMainThreadOwned(_ owned: Bool) {
    guard owned else { return MainThreadIO.setAppRunning(nil) }
    let activity = watchdog.activity
    MainThreadIO.setAppRunning {
      activity.shownPlugin.map { "while plugin \($0)'s screen is shown" } ?? "while the app runs"
    }
  }

  /// Stops the watchdog when the session ended: later reports go to standard error.
  func stopWatchingMainThread() {
    watchdog.stop()
    watchdog.setPinging(false)
    watchdog.setReporter(Self.reportOnStandardError(name: name, notifier: notifier))
  }
}

/// The run loop, handed to the watchdog's thread, which only touches it on the main queue.
private final class WatchdogLoopBox: @unchecked Sendable {
  weak let loop: AppRunLoop?

  init(_ loop: AppRunLoop) {
    self.loop = loop
  }
}
