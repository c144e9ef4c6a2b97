import TrellisTerminal
import TrellisUI

/// A focusable view that records the keys it receives and consumes the ones it is told to.
final class KeyRecorder: View {
  var received: [KeyEvent] = []
  var consumes: (KeyEvent) -> Bool
  let fill: String

  init(_ fill: String = "x", consumes: @escaping (KeyEvent) -> Bool = { _ in true }) {
    self.fill = fill
    self.consumes = consumes
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    received.append(event)
    return consumes(event)
  }

  override func draw(in buffer: inout Buffer) {
    let symbol = isFocused ? fill.uppercased() : fill
    buffer.fill(frame, with: Cell(symbol: symbol))
  }
}

/// A view with a fixed preferred size, drawing one letter.
final class Block: View {
  let preferred: Size
  let letter: String

  init(_ letter: String, width: Int = 1, height: Int = 1) {
    self.letter = letter
    preferred = Size(width: width, height: height)
  }

  override func sizeThatFits(_ available: Size) -> Size {
    Size(
      width: min(preferred.width, available.width), height: min(preferred.height, available.height))
  }

  override func draw(in buffer: inout Buffer) {
    buffer.fill(frame, with: Cell(symbol: letter))
  }
}
