import TrellisCore
import TrellisTerminal

/// A render target that writes its first `working` frames and fails after that, as a
/// terminal that goes away while the app runs.
final class CoreTestFlakyTarget: RenderTarget {
  struct Gone: Error {}

  var working: Int
  private(set) var presented = 0

  init(working: Int) {
    self.working = working
  }

  var size: TerminalSize { TerminalSize(width: 20, height: 3) }

  func present(_ frame: Buffer, cursor: CursorState) throws {
    guard presented < working else { throw Gone() }
    presented += 1
  }

  func forceFullRedraw() {}
}
