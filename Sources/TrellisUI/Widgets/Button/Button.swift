import TrellisRx
import TrellisTerminal

/// A button: a title in brackets, `[ OK ]`, that the user taps with Enter or Space while it
/// has the focus, or by pressing and releasing the mouse over it.
///
/// It draws in `style`, `focusedStyle` while focused, and `disabledStyle` while
/// `isEnabled` is false (a disabled button takes neither the focus nor taps). The title is
/// sanitized when drawn. Observe taps with `button.rx.tap`, or set `onTap`.
public final class Button: View {
  /// The text on the button (sanitized when drawn).
  public var title: String {
    didSet { if title != oldValue { setNeedsLayout() } }
  }
  /// Whether the button can be focused and tapped. Disabling the focused button moves the
  /// focus to the next focusable view.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      isPressed = false
      if !isEnabled, isFocused { window?.focusNext() }
      setNeedsDisplay()
    }
  }
  /// How the button looks normally.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the button looks while focused.
  public var focusedStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the button looks while disabled.
  public var disabledStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// Called on each tap, before `rx.tap` observers.
  public var onTap: (() -> Void)?

  /// The taps, for `rx.tap`; completes when the button goes away.
  let taps = PublishSubject<Void>()
  private var isPressed = false

  /// A button titled `title`.
  public init(
    _ title: String, style: Style = .plain,
    focusedStyle: Style = Style(attributes: [.reverse, .bold]),
    disabledStyle: Style = Style(attributes: .dim)
  ) {
    self.title = title
    self.style = style
    self.focusedStyle = focusedStyle
    self.disabledStyle = disabledStyle
    super.init()
  }

  deinit {
    taps.onCompleted()
  }

  /// What the button shows: `[ title ]`.
  private var caption: String {
    "[ " + TextSanitizer.sanitize(title) + " ]"
  }

  /// One row, as wide as the bracketed title.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(
      width: Swift.min(available.width, DisplayWidth.of(caption)),
      height: Swift.min(available.height, 1))
  }

  /// Draws the bracketed title centered in the first row, cut with `…` if narrow.
  public override func draw(in buffer: inout Buffer) {
    let current = !isEnabled ? disabledStyle : (isFocused ? focusedStyle : style)
    let text = TextLayout.truncate(caption, toWidth: frame.width)
    let offset = TextAlignment.center.offset(lineWidth: DisplayWidth.of(text), in: frame.width)
    buffer.write(text, column: frame.x + offset, row: frame.y, style: current, clip: frame)
  }

  /// Enabled buttons take the focus.
  public override var canBecomeFocused: Bool {
    isEnabled
  }

  /// Taps the button as if the user did: runs `onTap` and sends `rx.tap`. Does nothing while
  /// the button is disabled.
  public func sendTap() {
    guard isEnabled else { return }
    onTap?()
    taps.onNext(())
  }

  /// Enter and Space (without modifiers) tap the button.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.modifiers.isEmpty else { return false }
    switch event.key {
    case .enter, .character(" "):
      sendTap()
      return true
    default:
      return false
    }
  }

  /// A left press arms the button; a release over it taps it.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard isEnabled else { return false }
    switch event.kind {
    case .press where event.button == .left:
      isPressed = true
      return true
    case .release where isPressed:
      isPressed = false
      sendTap()
      return true
    default:
      return false
    }
  }

  /// Losing the focus disarms a press that was released elsewhere.
  public override func didResignFocus() {
    isPressed = false
    super.didResignFocus()
  }

  /// `Enter` presses the button.
  public override var keyHints: [KeyHint] {
    [KeyHint("enter", "press")]
  }
}
