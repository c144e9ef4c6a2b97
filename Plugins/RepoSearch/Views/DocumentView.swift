import TrellisRx
import TrellisTerminal
import TrellisUI

/// A scrolling page of styled lines laid out for its width: ``content`` makes the lines
/// for a width, and is asked again when the width changes (a resize) or the content does.
/// A spinner shows at the top while ``isLoading``.
public final class DocumentView: View {
  /// The page (it takes the focus and scrolls).
  public let page = TextPageView()
  /// Makes the lines for a width in columns.
  public var content: (Int) -> [StyledLine] = { _ in [] } {
    didSet { rebuild(keepingScroll: true) }
  }

  private var laidOutWidth = -1

  /// An empty page.
  public override init() {
    super.init()
    addSubview(page)
  }

  /// The page takes the focus.
  public override var canBecomeFocused: Bool {
    false
  }

  /// Lays the page out; a new width makes the lines anew.
  public override func layoutSubviews() {
    super.layoutSubviews()
    if frame.width != laidOutWidth { rebuild(keepingScroll: true) }
  }

  /// The lines as laid out now (for tests and the help).
  public var lines: [StyledLine] {
    page.lines
  }

  private func rebuild(keepingScroll: Bool) {
    guard frame.width > 0 else { return }
    laidOutWidth = frame.width
    page.replaceLines(keepingScrollOffset: content(frame.width))
  }
}
