import TrellisTerminal
import TrellisUI

/// A view for run-loop tests: shows `count: N`; `+` adds one, `-` takes one away.
final class CoreTestCounterView: View {
  var count = 0 {
    didSet { setNeedsDisplay() }
  }
  private(set) var drawCount = 0
  var hints: [KeyHint] = []

  override var keyHints: [KeyHint] { hints }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .character("+"): count += 1
    case .character("-"): count -= 1
    default: return false
    }
    return true
  }

  override func draw(in buffer: inout Buffer) {
    drawCount += 1
    buffer.write("count: \(count)", column: frame.x, row: frame.y, clip: frame)
  }
}
