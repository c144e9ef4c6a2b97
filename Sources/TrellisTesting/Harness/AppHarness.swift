import Foundation
import TrellisCore
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

/// Boots an app on a terminal in memory and drives it as a user would, for plugin tests.
///
/// ```swift
/// @MainActor @Test func opensATask() throws {
///   let harness = AppHarness(plugins: [TasksPlugin()], size: TerminalSize(width: 60, height: 12))
///   try harness.send(keys: ": t a s k s enter")
///   #expect(harness.currentRoute == "tasks")
///   #expect(harness.screen[1].contains("No tasks yet"))
/// }
/// ```
///
/// With the `.virtual` clock (the default) everything runs on a `TestScheduler` whose
/// tick is a millisecond: navigation, the screens' main and background schedulers,
/// frames, toasts, notices. Each `send` delivers its events and then ``settle()``s: work
/// due now runs and the frame it caused is drawn, moving virtual time only as far as
/// that frame (at most 1/60 s). ``advance(by:)`` moves time on.
///
/// With the `.real` clock the app runs on the main scheduler as it does in a terminal;
/// frames are drawn on the main queue, so read the screen after `await`ing
/// ``waitFor(text:timeout:)`` or ``waitUntilSettled(quiet:timeout:)``.
///
/// In debug builds, blocking I/O on the main thread while the app handles the test's input,
/// makes a screen or draws (a database query in a key handler, say) is recorded as an issue
/// of the running test (see ``MainThreadIOIssues``).
///
/// Use the harness on the main thread or the main actor (`@MainActor` tests).
@MainActor
public final class AppHarness {
  /// How time passes.
  public enum Clock: Sendable {
    /// A `TestScheduler`: time moves only when the harness says.
    case virtual
    /// Real time, on the main scheduler.
    case real
  }

  /// The app.
  public let app: App
  /// The running session (navigator, shell, run loop).
  public let session: AppSession
  /// How time passes.
  public let clock: Clock
  /// The virtual-time scheduler (nil with the real clock); a tick is a millisecond.
  public let testScheduler: TestScheduler?
  /// Where the frames go.
  public let target: HeadlessRenderTarget

  /// Boots `app` on a screen of `size`, opening `route` (else the first tab).
  public init(
    app: App, size: TerminalSize = TerminalSize(width: 80, height: 24), clock: Clock = .virtual,
    route: String? = nil
  ) {
    MainThreadIOIssues.install()
    self.app = app
    self.clock = clock
    target = HeadlessRenderTarget(size: size)
    switch clock {
    case .virtual:
      let scheduler = TestScheduler(
        initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
      testScheduler = scheduler
      session = app.start(
        target: target, scheduler: scheduler,
        environment: app.screenEnvironment(
          mainScheduler: scheduler, backgroundScheduler: scheduler),
        route: route)
      settle()
    case .real:
      testScheduler = nil
      session = app.start(
        target: target, scheduler: MainScheduler.asyncInstance,
        environment: app.screenEnvironment(), route: route)
    }
  }

  /// Boots an app of `plugins` resolving from `services` (with `disabledPlugins` left out)
  /// on a screen of `size`, opening `route` (else the first tab).
  public convenience init(
    plugins: [Plugin], services: ServiceContainer = ServiceContainer(),
    disabledPlugins: Set<String> = [], size: TerminalSize = TerminalSize(width: 80, height: 24),
    clock: Clock = .virtual, route: String? = nil, builtinTabs: Bool = true
  ) {
    let app = App(
      name: "Test app", version: "0.0.0", plugins: plugins, services: services,
      disabledPlugins: disabledPlugins, builtinTabs: builtinTabs)
    self.init(app: app, size: size, clock: clock, route: route)
  }

  // MARK: Input

  /// Types the keys of a ``KeyScript`` (`": t a s k s enter wait:300 q"`): each run of keys
  /// between waits is delivered as one batch (as one read from a terminal), then the
  /// harness settles; `wait:MS` moves virtual time (or, with the real clock, lets real
  /// time pass, turning the main run loop when on the main thread).
  /// - Throws: ``KeyScriptError`` for a token it cannot read (nothing is sent then).
  public func send(keys: String) throws {
    for batch in try KeyScript(keys).batches {
      switch batch {
      case .events(let events):
        send(events)
      case .wait(let milliseconds):
        pass(milliseconds: milliseconds)
      }
    }
  }

  /// Delivers `events` as one batch and settles. With the virtual clock, the work each
  /// event schedules for now (a screen's navigation, say) runs before the next event, as
  /// it would between two keys; the batch still draws one frame.
  public func send(_ events: [InputEvent]) {
    if let scheduler = testScheduler {
      session.loop.deliver(events) { scheduler.advanceTo(scheduler.clock) }
    } else {
      session.loop.deliver(events)
    }
    settle()
  }

  /// Presses `key`.
  public func send(key: KeyEvent) {
    send([.key(key)])
  }

  /// Delivers a mouse event.
  public func send(mouse: MouseEvent) {
    send([.mouse(mouse)])
  }

  /// Pastes `text` (bracketed paste).
  public func send(paste text: String) {
    send([.paste(PasteEvent(text))])
  }

  /// Clicks (press and release of the left button) at a cell.
  public func click(column: Int, row: Int) {
    send([
      .mouse(MouseEvent(.press, button: .left, column: column, row: row)),
      .mouse(MouseEvent(.release, button: .left, column: column, row: row)),
    ])
  }

  /// Clicks the first cell of the first place `text` shows on the screen; false when it
  /// does not show.
  @discardableResult
  public func click(text: String) -> Bool {
    guard let position = position(of: text) else { return false }
    click(column: position.column, row: position.row)
    return true
  }

  /// Resizes the screen, as a resized terminal window does, and settles.
  public func resize(to size: TerminalSize) {
    target.resize(to: size)
    session.loop.resize(to: size)
    settle()
  }

  // MARK: Time

  /// Moves virtual time on by `interval`, running what falls due, then settles. With the
  /// real clock it lets real time pass (see ``send(keys:)``).
  public func advance(by interval: RxTimeInterval) {
    let milliseconds = Int((Self.seconds(interval) * 1000).rounded(.up))
    pass(milliseconds: milliseconds)
  }

  /// With the virtual clock: runs the work due now and the pending frame, moving time only
  /// as far as that frame is due (at most 1/60 s), until nothing is pending. Nothing with
  /// the real clock (use ``waitUntilSettled(quiet:timeout:)``).
  public func settle() {
    guard let scheduler = testScheduler else { return }
    for _ in 0..<1_000 {
      scheduler.advanceTo(scheduler.clock)
      guard session.loop.isFramePending, let due = session.loop.frameDueTime else { return }
      let tick = Int((due.timeIntervalSince1970 * 1000).rounded(.up))
      scheduler.advanceTo(Swift.max(tick, scheduler.clock))
    }
  }

  // MARK: What shows

  /// The screen's rows, trailing spaces trimmed.
  public var screen: [String] {
    target.terminal.lines
  }

  /// The screen's rows joined by newlines.
  public var screenText: String {
    screen.joined(separator: "\n")
  }

  /// Where `text` first shows on the screen (its first cell), if it does.
  public func position(of text: String) -> (column: Int, row: Int)? {
    for (row, line) in screen.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return (DisplayWidth.of(String(line[..<range.lowerBound])), row)
    }
    return nil
  }

  /// The visible screen's route (empty while none is open).
  public var currentRoute: String {
    session.currentRoute
  }

  /// The bytes the app wrote to the terminal so far, as a real terminal would get them.
  public var bytesWritten: [UInt8] {
    target.terminal.bytesWritten
  }

  /// The status bar's message: the latest notice or error.
  public var statusMessage: StatusMessage? {
    session.shell.status.message
  }

  /// How many frames were drawn.
  public var frameCount: Int {
    session.loop.frameCount
  }

  /// Whether the app quit (`q`, Ctrl-C, or a failure).
  public var didQuit: Bool {
    !session.loop.isRunning
  }

  /// The status it quit with, if it did.
  public var exitStatus: Int32? {
    session.loop.exitStatus
  }

  /// The navigator.
  public var navigator: Navigator {
    session.navigator
  }

  /// The shell (palette, help, status, toasts).
  public var shell: AppShell {
    session.shell
  }

  /// The terminal in memory.
  public var terminal: HeadlessTerminal {
    target.terminal
  }
}
