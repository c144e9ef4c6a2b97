import Testing
import TrellisTerminal

@testable import TrellisUI

/// A view that tries to paint the whole buffer: the clip keeps it to its frame.
@MainActor
private final class Spiller: View {
  let letter: String

  init(_ letter: String) {
    self.letter = letter
  }

  override func draw(in buffer: inout Buffer) {
    buffer.fill(buffer.area, with: Cell(symbol: "f"))
    buffer.clear()
    buffer.set(Cell(symbol: "!"), column: 0, row: 0)
    for row in 0..<buffer.height {
      buffer.write(String(repeating: "日", count: 20), column: 0, row: row)
      buffer.write(String(repeating: letter, count: 40), column: -5, row: row)
    }
  }
}

/// A view that places its child where it says, not inside its own frame.
@MainActor
private final class Placer: View {
  let childFrame: Rect

  init(child: View, at childFrame: Rect) {
    self.childFrame = childFrame
    super.init()
    addSubview(child)
  }

  override func layoutSubviews() {
    subviews.first?.frame = childFrame
  }
}

@Suite @MainActor struct ClippingTests {
  @Test func aViewCannotPaintOutsideItsFrame() {
    let spiller = Spiller("s")
    let root = Placer(child: spiller, at: Rect(x: 2, y: 1, width: 3, height: 2))
    let window = Window(rootView: root, size: Size(width: 8, height: 4))
    #expect(window.render().lines == ["", "  sss", "  sss", ""])
  }

  @Test func aSubviewIsClippedToItsSuperviewToo() {
    let spiller = Spiller("s")
    let inner = Placer(child: spiller, at: Rect(x: 0, y: 0, width: 8, height: 4))
    let root = Placer(child: inner, at: Rect(x: 1, y: 1, width: 2, height: 2))
    let window = Window(rootView: root, size: Size(width: 8, height: 4))
    #expect(window.render().lines == ["", " ss", " ss", ""])
  }
}
