import TrellisCore
import TrellisTerminal

/// A render target whose writes fail, as a terminal that went away.
final class CoreTestFailingTarget: RenderTarget {
  struct Gone: Error {}

  var size: TerminalSize { TerminalSize(width: 10, height: 2) }

  func present(_ frame: Buffer, cursor: CursorState) throws {
    throw Gone()
  }

  func forceFullRedraw() {}
}
