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
  /// What the terminal can do.
  var capabilities: TerminalCapabilities { get }
  /// Writes a control sequence that is not part of a frame (a clipboard write, say) at
  /// once, between frames.
  /// - Throws: when it cannot be written (the terminal went away).
  func writeControl(_ bytes: [UInt8]) throws
  /// Uses `graphics` for the pictures of later frames (how their sequences are wrapped).
  func useGraphics(_ graphics: TerminalGraphics)
}

extension RenderTarget {
  /// A true-colour terminal that takes no clipboard writes, for targets that do not say.
  public var capabilities: TerminalCapabilities {
    TerminalCapabilities(colorDepth: .trueColor, clipboard: false)
  }

  /// Drops `bytes`, for targets that have nowhere to write them.
  public func writeControl(_ bytes: [UInt8]) throws {}

  /// Ignores the graphics, for targets that show no pictures.
  public func useGraphics(_ graphics: TerminalGraphics) {}
}
