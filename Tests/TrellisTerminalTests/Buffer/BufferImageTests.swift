import Testing
import TrellisTerminal

/// Placements in a buffer: refused when they do not fit, removed when drawn over.
@Suite struct BufferImageTests {
  static func placement(_ rect: Rect, id: UInt32 = 1) -> ImagePlacement {
    ImagePlacement(id: id, content: 0, rect: rect, graphicsProtocol: .sixel, payload: [])
  }

  static let rect = Rect(x: 2, y: 1, width: 3, height: 2)

  @Test func aPlacementMustFitWhole() {
    var buffer = Buffer(width: 10, height: 4)
    do {
      let placed = buffer.place(Self.placement(Rect(x: 8, y: 0, width: 3, height: 1)))
      #expect(!placed)
    }
    do {
      let placed = buffer.place(Self.placement(Rect(x: -1, y: 0, width: 2, height: 1)))
      #expect(!placed)
    }
    do {
      let placed = buffer.place(Self.placement(Rect(x: 0, y: 0, width: 0, height: 1)))
      #expect(!placed)
    }
    #expect(buffer.imagePlacements.isEmpty)
    do {
      let placed = buffer.place(Self.placement(Self.rect))
      #expect(placed)
    }
    do {
      let placed = buffer.place(Self.placement(Rect(x: 0, y: 0, width: 1, height: 1)))
      #expect(placed)
    }
    #expect(buffer.imagePlacements.map(\.rect) == [Rect(x: 0, y: 0, width: 1, height: 1)])
  }

  @Test(arguments: 0..<5)
  func drawingOverACellRemovesThePlacement(way: Int) {
    var buffer = Buffer(width: 10, height: 4)
    buffer.place(Self.placement(Self.rect))
    buffer.place(Self.placement(Rect(x: 7, y: 0, width: 2, height: 1), id: 2))
    switch way {
    case 0: buffer.write("ab", column: 3, row: 2)
    case 1: buffer.set(Cell(symbol: "日"), column: 1, row: 1)
    case 2: buffer.fill(Rect(x: 4, y: 0, width: 1, height: 2), with: .blank)
    case 3: buffer.setStyle(Style(foreground: .red), in: Rect(x: 0, y: 2, width: 3, height: 1))
    default: buffer.write("é", column: 4, row: 1)
    }
    #expect(buffer.imagePlacements.map(\.id) == [2])
  }

  @Test func drawingBesideItKeepsItAndClearingRemovesAll() {
    var buffer = Buffer(width: 10, height: 4)
    buffer.place(Self.placement(Self.rect))
    buffer.write("ab", column: 0, row: 1)
    buffer.write("cd", column: 5, row: 2)
    buffer.write("efgh", column: 2, row: 0)
    #expect(buffer.imagePlacements.count == 1)
    buffer.clear()
    #expect(buffer.imagePlacements.isEmpty)
  }
}
