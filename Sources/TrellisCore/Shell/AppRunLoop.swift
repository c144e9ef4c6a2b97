import Foundation
import TrellisRx
import TrellisServices
import TrellisTerminal
import TrellisUI

/// The heart of an app: delivers input to a ``Window``, and draws the window into a
/// ``RenderTarget`` when something changed — at most one frame per batch of events and at
/// most one per `frameInterval` (1/60 s by default).
///
/// Everything happens on one scheduler: the main scheduler in a real app (input, SIGWINCH
/// and timers arrive on the main queue, see ``TerminalSession``), or a `TestScheduler` in
/// virtual-time tests. A view that changes calls `setNeedsDisplay()`; the window tells the
/// loop, which schedules one frame — immediately after the current work if the last frame
/// is older than `frameInterval`, else when it is due. More changes before then join that
/// frame. So a burst of a hundred keys delivered together draws one frame.
///
/// ```swift
/// let loop = AppRunLoop(window: window, target: HeadlessRenderTarget(size: size))
/// loop.start()                               // lays out and draws the first frame
/// loop.deliver([.key(.character("j"))])     // a frame is scheduled, not drawn yet
/// ```
///
/// Touch it on the scheduler's thread only (the main thread, for the main scheduler).
@MainActor
public final class AppRunLoop {
  /// The window drawn and given the input.
  public let window: Window
  /// Where frames go.
  public let target: RenderTarget
  /// Where frames are scheduled and time is read.
  public let scheduler: SchedulerType
  /// The least time between two frames: 1/60 s unless told.
  public var frameInterval: RxTimeInterval

  /// How many frames were drawn.
  public private(set) var frameCount = 0
  /// Whether a frame is scheduled and not yet drawn.
  public private(set) var isFramePending = false
  /// When the pending frame is due, on the scheduler's clock.
  public private(set) var frameDueTime: RxTime?
  /// The status the app quit with; nil while it runs.
  public private(set) var exitStatus: Int32?
  /// The last error writing a frame (the terminal went away), if any.
  public private(set) var renderError: Error?
  /// Whether the last attempt to write a frame failed.
  private var lastFrameFailed = false

  /// Called just before each frame is drawn (the shell updates its status bar here).
  public var willRender: (() -> Void)?
  /// Called once when the app quits, with the exit status.
  public var onQuit: ((Int32) -> Void)?
  /// Suspends the app (Ctrl-Z): the terminal session sets it (nil without a terminal: the
  /// key then does nothing).
  public var onSuspend: (() -> Void)?
  /// Sees each event before the window does; returns true to consume it.
  public var eventFilter: ((InputEvent) -> Bool)?
  /// Runs each frame's drawing (the app's session marks it as the shown screen's plugin's
  /// code, see ``MainThreadActivity``); nil: the window draws unmarked.
  var drawing: ((() -> Void) -> Void)?

  private var lastFrameTime: RxTime?
  private var frameTimer: Disposable?
  /// Whether a batch of events is being delivered.
  private var isDelivering = false
  /// Whether a frame fell due while a batch was being delivered.
  private var isFrameDeferred = false
  /// Whether ``quit(status:)`` is drawing the last frame.
  private var isQuitting = false
  private var frame = Buffer(width: 0, height: 0)

  /// A loop drawing `window` into `target`, scheduling on `scheduler` (the main scheduler,
  /// always going through the main queue, unless told).
  public init(
    window: Window, target: RenderTarget,
    scheduler: SchedulerType = MainScheduler.asyncInstance,
    frameInterval: RxTimeInterval = .microseconds(16_667)
  ) {
    self.window = window
    self.target = target
    self.scheduler = scheduler
    self.frameInterval = frameInterval
    window.onNeedsDisplay = { [weak self] in self?.scheduleFrame() }
  }

  isolated deinit {
    frameTimer?.dispose()
  }

  /// Sizes the window to the target and draws the first frame now.
  public func start() {
    let size = target.size
    window.resize(Size(width: size.width, height: size.height))
    renderNow()
  }

  /// Whether the app is still running (it has not quit).
  public var isRunning: Bool {
    exitStatus == nil
  }

  // MARK: Input

  /// Delivers a batch of events (the keys of one read, say), in order, each to the
  /// ``eventFilter`` and then the window; the changes they make are drawn in one frame.
  /// Events after a quit are dropped.
  ///
  /// `afterEach` runs after each event: a virtual-time test lets the work the event
  /// scheduled for now run there (navigation, say), as the main queue would between two
  /// keys. A frame that falls due meanwhile waits for the end of the batch.
  public func deliver(_ events: [InputEvent], afterEach: (() -> Void)? = nil) {
    let wasDelivering = isDelivering
    isDelivering = true
    defer {
      isDelivering = wasDelivering
      if !wasDelivering && isFrameDeferred {
        isFrameDeferred = false
        isFramePending = false
        frameDueTime = nil
        scheduleFrame()
      }
    }
    for event in events {
      guard isRunning else { return }
      MainThreadIO.whileInteractive({ "the app handling input" }) {
        if eventFilter?(event) != true {
          window.dispatch(event)
        }
      }
      afterEach?()
    }
  }

  /// Delivers one event.
  public func deliver(_ event: InputEvent) {
    deliver([event])
  }

  /// The screen changed size: the window is laid out again and the next frame repaints
  /// every cell (scheduled like any other change).
  public func resize(to size: TerminalSize) {
    guard isRunning else { return }
    window.resize(Size(width: size.width, height: size.height))
    target.forceFullRedraw()
    window.setNeedsDisplay()
    scheduleFrame()
  }

  /// Ends the app with `status`: a pending frame is drawn first (so the screen shows the
  /// last state), later ones never are; ``onQuit`` is called once.
  public func quit(status: Int32 = 0) {
    guard isRunning, !isQuitting else { return }
    isQuitting = true
    var status = status
    if isFramePending || window.needsDisplay {
      renderNow(force: false)
      // The last frame could not be written: the user did not see the final state.
      if lastFrameFailed && status == 0 { status = 1 }
    }
    exitStatus = status
    frameTimer?.dispose()
    frameTimer = nil
    isFramePending = false
    frameDueTime = nil
    onQuit?(status)
  }

  // MARK: Frames

  /// Draws a frame now if the window needs one (or unconditionally with `force`), and
  /// cancels a pending one.
  public func renderNow(force: Bool = true) {
    frameTimer?.dispose()
    frameTimer = nil
    isFramePending = false
    frameDueTime = nil
    guard isRunning, force || window.needsDisplay else { return }
    MainThreadIO.whileInteractive({ "the app drawing a frame" }) {
      willRender?()
      if let drawing {
        drawing { self.window.render(into: &self.frame) }
      } else {
        window.render(into: &frame)
      }
    }
    let cursor = window.cursorPosition.map { CursorState.visible(column: $0.column, row: $0.row) }
    do {
      try target.present(frame, cursor: cursor ?? .hidden)
      lastFrameFailed = false
    } catch {
      renderError = error
      lastFrameFailed = true
      if isQuitting { return }
      quit(status: 1)
      return
    }
    frameCount += 1
    lastFrameTime = scheduler.now
  }

  /// Schedules a frame, unless one is pending: right after the current work when the last
  /// frame is at least `frameInterval` old, else when it will be.
  private func scheduleFrame() {
    guard isRunning, !isFramePending else { return }
    isFramePending = true
    let now = scheduler.now
    var delay = 0.0
    if let last = lastFrameTime {
      // At most an hour, so an interval of `.never` cannot overflow the timer.
      delay = Swift.min(3_600, Swift.max(0, frameInterval.seconds - now.timeIntervalSince(last)))
    }
    frameDueTime = now.addingTimeInterval(delay)
    let timer = scheduler.scheduleRelative(
      (), dueTime: .nanoseconds(Int((delay * 1_000_000_000).rounded(.up)))
    ) { [weak self] _ in
      guard let self else { return Disposables.create() }
      self.frameTimer = nil
      if self.isDelivering {
        self.isFrameDeferred = true
      } else {
        self.renderNow(force: false)
      }
      return Disposables.create()
    }
    if isFramePending { frameTimer = timer }
  }
}

extension RxTimeInterval {
  /// The interval in seconds.
  fileprivate var seconds: Double {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return 0
    }
  }
}
