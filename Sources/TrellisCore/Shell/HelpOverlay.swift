import TrellisTerminal
import TrellisUI

/// The help overlay: the key bindings in force, in sections (the screen's, the app's, the
/// tabs), keys in bold, actions beside them, in a box titled `Keys`.
///
/// Up/Down, PgUp/PgDn scroll when the list is taller than the screen; Esc, `?` or `q`
/// close it (through ``onClose``: the shell presents and dismisses it). Other keys are
/// swallowed, except control keys (Ctrl-C still quits).
public final class HelpOverlay: View {
  /// The sections shown, top to bottom.
  public var sections: [HelpSection] {
    get { content.sections }
    set { content.sections = newValue }
  }
  /// Called when the overlay wants to close.
  public var onClose: (() -> Void)?

  private let content = HelpContentView()
  private let border: BorderView

  /// An overlay listing `sections`.
  public init(sections: [HelpSection] = []) {
    border = BorderView(
      content, title: "Keys", style: Style(foreground: .cyan),
      focusedStyle: Style(foreground: .cyan))
    super.init()
    content.sections = sections
    addSubview(border)
  }

  /// The text of the lines, as shown (keys and action of a hint joined by two spaces).
  public var lineTexts: [String] {
    content.lines.map { $0.isHeading || $0.action.isEmpty ? $0.keys : $0.keys + "  " + $0.action }
  }

  /// The box around the lines, within the screen, at least 24 columns wide.
  public override func sizeThatFits(_ available: Size) -> Size {
    let inner = border.sizeThatFits(available)
    return Size(width: Swift.min(available.width, Swift.max(inner.width, 24)), height: inner.height)
  }

  /// Scrolling and closing.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    let page = Swift.max(1, content.frame.height)
    switch event.key {
    case .escape, .character("?"), .character("q"):
      onClose?()
    case .up: content.scroll(by: -1)
    case .down: content.scroll(by: 1)
    case .pageUp: content.scroll(by: -page)
    case .pageDown: content.scroll(by: page)
    default:
      return !event.modifiers.contains(.control)
    }
    return true
  }

  /// Scrolling and closing.
  public override var keyHints: [KeyHint] {
    [KeyHint("↑↓", "scroll"), KeyHint("esc", "close")]
  }
}
