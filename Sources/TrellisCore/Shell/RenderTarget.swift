import TrellisTerminal

/// Where an ``AppRunLoop`` sends its frames: a real terminal (``TerminalRenderTarget``) or
/// a terminal in memory (``HeadlessRenderTarget``).
public protocol RenderTarget: AnyObject {
  /// The screen's size in cells.
  var size: TerminalSize { get }
  /// Shows `frame` (the size of the screen) and leaves the cursor as `cursor` says.
  /// - Throws: when the frame cannot be written (the terminal went away).
  func present(_ frame: Buffer, cursor: CursorState) throws
  /// Makes the next frame repaint the whole screen.
  func forceFullRedraw()
}
