import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// A plain text cell that counts how many times it was prepared for reuse.
final class ListTestCell: ListCell {
  var reuseCount = 0
  var endedDisplays = 0

  override func didEndDisplaying() {
    endedDisplays += 1
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A focusable one-line view that draws `[+]` (`[*]` while focused) and counts Enter presses
/// and clicks.
final class ListTestButton: View {
  var taps = 0

  override var canBecomeFocused: Bool { true }

  override func sizeThatFits(_ available: Size) -> Size {
    Size(width: min(3, available.width), height: min(1, available.height))
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .enter else { return false }
    taps += 1
    return true
  }

  override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press else { return false }
    taps += 1
    return true
  }

  override func draw(in buffer: inout Buffer) {
    buffer.write(isFocused ? "[*]" : "[+]", column: frame.x, row: frame.y, clip: frame)
  }
}

/// A three-line counter row, as in the counters seed: a title line, then the value and a
/// button side by side, laid out with stacks.
final class ListTestCounterCell: ListCell {
  let title = ListTestText()
  let value = ListTestText()
  let button = ListTestButton()

  required init() {
    super.init()
    let row = StackView(axis: .horizontal, [(value, .fill), (button, .fixed(3))])
    addSubview(
      StackView(axis: .vertical, [(title, .fixed(1)), (row, .fixed(1)), (View(), .fill)]))
  }
}

/// A view that draws a line of text (the tests' stand-in for a label).
final class ListTestText: View {
  var text = "" {
    didSet { setNeedsDisplay() }
  }

  override func draw(in buffer: inout Buffer) {
    buffer.write(text, column: frame.x, row: frame.y, clip: frame)
  }
}

/// Counts things from closures the tests hand to the views.
final class ListTestCounter {
  var value = 0
}

/// Lets the main queue run (other tests' work, queued deliveries) until `condition` holds,
/// for at most `limit` turns; whether it holds.
@MainActor
func listTestDrainMainQueue(limit: Int = 1000, until condition: () -> Bool) async -> Bool {
  for _ in 0..<limit where !condition() {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
  return condition()
}
