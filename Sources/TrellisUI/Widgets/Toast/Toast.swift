import Dispatch
import TrellisRx
import TrellisTerminal

/// A short message shown at the bottom of the window that goes away by itself:
/// ` Task deleted  u undo `.
///
/// ``show(in:duration:scheduler:)`` presents it as a non-modal overlay (it takes no focus
/// and no keys) and dismisses it after `duration` on `scheduler` — the main scheduler by
/// default; pass a `TestScheduler` to test in virtual time. Disposing the returned
/// disposable dismisses it early.
///
/// An optional action (`KeyHint("u", "undo")`) is shown after the message. Non-modal
/// overlays do not receive keys, so whoever handles unhandled keys (the screen or the app)
/// passes them to ``handleKey(_:)``: the action's key fires `rx.action` (and `onAction`)
/// and dismisses the toast.
public final class Toast: View {
  /// The message (sanitized when drawn).
  public var message: String {
    didSet { if message != oldValue { setNeedsLayout() } }
  }
  /// The action offered, like `u undo`; nil for none.
  public var action: KeyHint? {
    didSet { if action != oldValue { setNeedsLayout() } }
  }
  /// How the message looks (the whole toast is painted in it).
  public var style: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the action's key looks.
  public var actionStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// Called when the user takes the action.
  public var onAction: (() -> Void)?

  /// The actions taken, for `rx.action`; completes when the toast goes away.
  let actions = PublishSubject<Void>()
  private let dismissal = SerialDisposable()
  /// Counts the shows: a timer or a disposable of an earlier show (a smaller count) cannot
  /// dismiss a later one.
  private var showCount = 0

  /// A toast showing `message`, offering `action`.
  public init(
    _ message: String, action: KeyHint? = nil, style: Style = Style(attributes: .reverse),
    actionStyle: Style = Style(attributes: [.reverse, .bold])
  ) {
    self.message = message
    self.action = action
    self.style = style
    self.actionStyle = actionStyle
    super.init()
  }

  deinit {
    actions.onCompleted()
  }

  /// The text shown: ` message  key action `, each part sanitized.
  private var parts: (message: String, key: String, action: String) {
    (
      TextSanitizer.sanitize(message), action.map { TextSanitizer.sanitize($0.keys) } ?? "",
      action.map { TextSanitizer.sanitize($0.action) } ?? ""
    )
  }

  /// One row, as wide as the message and the action with a space of margin each side.
  public override func sizeThatFits(_ available: Size) -> Size {
    let (message, key, action) = parts
    var width = DisplayWidth.of(message) + 2
    if !key.isEmpty { width += 2 + DisplayWidth.of(key) + 1 + DisplayWidth.of(action) }
    return Size(width: Swift.min(width, available.width), height: Swift.min(1, available.height))
  }

  /// Draws the message, cut with `…` if narrow so the action stays visible.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    buffer.fill(row, with: .blank(style))
    let (message, key, action) = parts
    let actionText = key.isEmpty ? "" : key + " " + action
    let actionWidth = DisplayWidth.of(actionText)
    let messageRoom = frame.width - 2 - (actionText.isEmpty ? 0 : actionWidth + 2)
    if messageRoom > 0 || actionText.isEmpty {
      let shown = TextLayout.truncate(message, toWidth: Swift.max(0, messageRoom))
      let end = buffer.write(shown, column: frame.x + 1, row: frame.y, style: style, clip: row)
      guard !actionText.isEmpty else { return }
      let keyEnd = buffer.write(key, column: end + 2, row: frame.y, style: actionStyle, clip: row)
      buffer.write(" " + action, column: keyEnd, row: frame.y, style: style, clip: row)
    } else {
      let shown = TextLayout.truncate(message, toWidth: frame.width - 2)
      buffer.write(shown, column: frame.x + 1, row: frame.y, style: style, clip: row)
    }
  }

  /// Shows the toast at the bottom of `window`, `margin` rows up, and dismisses it after
  /// `duration` on `scheduler`. Showing it again restarts the timer. Dispose the result to
  /// dismiss it early; once the toast is shown again (or dismissed), disposing an earlier
  /// show's result does nothing.
  @discardableResult
  public func show(
    in window: Window, duration: RxTimeInterval = .seconds(3), margin: Int = 1,
    scheduler: SchedulerType = MainScheduler.instance
  ) -> Disposable {
    if self.window !== window {
      window.present(self, placement: .bottom(margin: margin), modal: false)
    }
    showCount += 1
    let show = showCount
    let timer = scheduler.scheduleRelative((), dueTime: duration) { [weak self] _ in
      self?.dismiss(show: show)
      return Disposables.create()
    }
    dismissal.disposable = timer
    return Disposables.create { [weak self] in
      timer.dispose()
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        self?.dismiss(show: show)
        return Disposables.create()
      }
    }
  }

  /// Takes the toast off the window, if it is shown.
  public func dismiss() {
    showCount += 1
    dismissal.disposable = Disposables.create()
    window?.dismiss(self)
  }

  /// Dismisses the toast if `show` is still its latest show.
  private func dismiss(show: Int) {
    if show == showCount { dismiss() }
  }

  /// Whether the toast is on a window.
  public var isShown: Bool {
    window != nil
  }

  /// Takes the action when `event` is its key (a single character, no modifiers but
  /// Shift): dismisses the toast and fires `onAction` and `rx.action`. True if consumed.
  public func handleKey(_ event: KeyEvent) -> Bool {
    guard isShown, let action, action.keys.count == 1, let key = action.keys.first,
      event.key == .character(key), event.modifiers.subtracting(.shift).isEmpty
    else { return false }
    dismiss()
    onAction?()
    actions.onNext(())
    return true
  }
}
