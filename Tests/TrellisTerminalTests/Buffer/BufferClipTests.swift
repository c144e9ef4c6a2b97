import Testing
import TrellisTerminal

@Suite struct BufferClipTests {
  static let inner = Rect(x: 1, y: 1, width: 3, height: 2)

  @Test func everyWayOfDrawingStaysInsideTheClip() {
    var buffer = Buffer(width: 6, height: 4)
    buffer.clipped(to: BufferClipTests.inner) { buffer in
      buffer.fill(buffer.area, with: Cell(symbol: "f"))
      buffer.setStyle(Style(attributes: .bold), in: buffer.area)
      buffer.write("abcdefgh", column: -2, row: 1)
      buffer.set(Cell(symbol: "!"), column: 0, row: 0)
      buffer[5, 3] = Cell(symbol: "!")
      let placement = ImagePlacement(
        id: 1, content: 0, rect: buffer.area, graphicsProtocol: .sixel, payload: [])
      let placed = buffer.place(placement)
      #expect(!placed)
    }
    #expect(buffer.lines == ["", " def", " fff", ""])
    #expect(buffer[0, 2].style == .plain && buffer[1, 2].style.attributes == .bold)
    #expect(buffer.clip == buffer.area)
  }

  @Test func clearingInsideAClipBlanksOnlyTheClip() {
    var buffer = Buffer(width: 5, height: 3, fill: Cell(symbol: "x"))
    buffer.clipped(to: BufferClipTests.inner) { $0.clear() }
    #expect(buffer.lines == ["xxxxx", "x   x", "x   x"])
  }

  @Test func clipsNestByIntersecting() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.clipped(to: Rect(x: 0, y: 0, width: 4, height: 1)) { outer in
      outer.clipped(to: Rect(x: 2, y: 0, width: 4, height: 1)) { inner in
        #expect(inner.clip == Rect(x: 2, y: 0, width: 2, height: 1))
        inner.write("abcdef", column: 0, row: 0)
      }
      #expect(outer.clip == Rect(x: 0, y: 0, width: 4, height: 1))
    }
    #expect(buffer.lines == ["  cd"])
  }

  @Test func aWideGlyphWhoseRightHalfFallsOutsideTheClipIsNotDrawn() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.clipped(to: Rect(x: 0, y: 0, width: 3, height: 1)) { buffer in
      buffer.set(Cell(symbol: "日"), column: 2, row: 0)
      buffer.write("日本", column: 0, row: 0)
    }
    #expect(buffer.lines == ["日"])
  }

  @Test func aResizeInsideAClipLeavesAClipInsideTheBuffer() {
    var buffer = Buffer(width: 8, height: 4)
    buffer.clipped(to: Rect(x: 2, y: 1, width: 6, height: 3)) { $0.resize(width: 3, height: 2) }
    #expect(buffer.clip == buffer.area)
    buffer.write("xyz", column: 0, row: 1)
    #expect(buffer.lines == ["", "xyz"])
  }
}
