import TrellisTerminal
import TrellisUI

/// A scrolling page whose lines are laid out for its width, and again when the width
/// changes: the Help and Messages pages, whose long rows wrap instead of being cut.
///
/// ```swift
/// let page = ReflowingPageView { width in StyledLine(text).wrapped(toWidth: width) }
/// ```
///
/// It scrolls as a ``TextPageView`` does; ``reload()`` lays the lines out again (for new
/// content) and keeps the scroll position.
final class ReflowingPageView: View {
  /// The page the lines are shown on.
  let page = TextPageView()
  /// The lines for a width; setting it lays the page out again.
  var layout: (Int) -> [StyledLine] {
    didSet { reload() }
  }
  private var laidOutWidth: Int?

  /// A page showing `layout`'s lines for its width (none until set).
  init(layout: @escaping (Int) -> [StyledLine] = { _ in [] }) {
    self.layout = layout
    super.init()
    addSubview(page)
  }

  /// Lays the lines out again when the width changed.
  override func layoutSubviews() {
    super.layoutSubviews()
    if laidOutWidth != frame.width { reload() }
  }

  /// Lays the lines out again at the current width, keeping the scroll position.
  func reload() {
    laidOutWidth = frame.width
    page.replaceLines(keepingScrollOffset: frame.width > 0 ? layout(frame.width) : [])
  }

  /// The page's keys.
  override var keyHints: [KeyHint] {
    page.keyHints
  }
}
