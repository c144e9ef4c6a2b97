import TrellisTerminal
import TrellisUI

/// How the shell shows a modal screen: as a window overlay filling the window, drawing
/// nothing but a titled box inset from the edges (two rows from the top and bottom, four
/// columns from the sides, less on a small window), with the screen's view inside it. The
/// tab bar, the screen below and the status bar stay visible around the box; the overlay
/// takes all input while shown.
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
    let row = StackView(
      axis: .horizontal, [(View(), .fixed(4)), (border, .fill), (View(), .fixed(4))])
    addSubview(
      StackView(axis: .vertical, [(View(), .fixed(2)), (row, .fill), (View(), .fixed(2))]))
  }
}
