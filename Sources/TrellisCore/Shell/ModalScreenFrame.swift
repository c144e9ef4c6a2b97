import TrellisTerminal
import TrellisUI

/// How the shell shows a modal screen: as a centered window overlay, a titled box with the
/// screen's view inside it. The tab bar, the screen below and the status bar stay visible
/// around the box; the overlay takes all input while shown.
///
/// The box is as tall as the view asks for (its `sizeThatFits`), at most the window less
/// two rows above and below (one on a window under 16 rows); it is as wide as the window
/// less four columns each side (less on a narrow window). A view that does not say its
/// size gets the largest box.
final class ModalScreenFrame: View {
  /// The screen's view.
  let content: View
  /// The box around it.
  let border: BorderView

  /// A frame for `content` titled `title`.
  init(content: View, title: String) {
    self.content = content
    border = BorderView(
      content, title: title, style: Style(foreground: .cyan),
      focusedStyle: Style(foreground: .cyan, attributes: .bold))
    border.backgroundStyle = .plain
    super.init()
    addSubview(border)
  }

  /// The columns left free at each side and the rows above and below the largest box in a
  /// window of `size`.
  static func margins(for size: Size) -> (columns: Int, rows: Int) {
    (Swift.min(4, Swift.max(0, (size.width - 32) / 2)), size.height >= 16 ? 2 : 1)
  }

  /// The largest box's width, and the content's height in the box, within the largest box.
  override func sizeThatFits(_ available: Size) -> Size {
    let margins = Self.margins(for: available)
    let largest = Size(
      width: available.width - 2 * margins.columns, height: available.height - 2 * margins.rows)
    let inner = content.sizeThatFits(Size(width: largest.width - 2, height: largest.height - 2))
    return Size(
      width: largest.width, height: Swift.min(largest.height, Swift.max(3, inner.height + 2)))
  }
}
