import Testing
import TrellisTerminal

/// Compiles only for a type that copies without reference counting.
private func bitwiseCopyableSize<T: BitwiseCopyable>(_: T.Type) -> Int {
  MemoryLayout<T>.size
}

@Suite struct CellTests {
  @Test func aCellIsATwentyFourByteBitwiseCopyableValue() {
    #expect(bitwiseCopyableSize(Cell.self) == 24)
    #expect(bitwiseCopyableSize(Style.self) == 9)
    #expect(bitwiseCopyableSize(Color.self) == 4)
    #expect(bitwiseCopyableSize(TextAttributes.self) == 1)
  }

  @Test(arguments: [
    ("a", "a", 1), ("日", "日", 2), ("e\u{301}", "e\u{301}", 1), ("👩‍💻", "👩‍💻", 2),
    ("1️⃣", "1️⃣", 2), ("🇫🇷", "🇫🇷", 2), ("ab", "a", 1), ("", " ", 1),
    ("\u{1B}", "\u{241B}", 1), ("\u{9B}", "\u{FFFD}", 1), ("\r\n", "\u{240D}", 1),
    ("\u{202E}", "\u{FFFD}", 1), ("\u{301}", "\u{FFFD}", 1),
  ])
  func aCellKeepsOneClusterAsWideAsTheModelSays(symbol: String, kept: String, width: Int) {
    let cell = Cell(symbol: symbol)
    #expect(cell.symbol == kept)
    #expect(Int(cell.width) == width)
    #expect(!cell.isPooled)
  }

  @Test func aClusterLongerThanACellHoldsIsAReplacementOutsideABuffer() {
    let family = "👨‍👩‍👧‍👦"  // 25 bytes
    #expect(family.utf8.count > Cell.inlineCapacity)
    #expect(Cell(symbol: family).symbol == "\u{FFFD}")
    #expect(Cell(symbol: "🏳️‍🌈").symbol == "\u{FFFD}")
    // 13 bytes fit: an eye, ZWJ, a heart and VS16 (4 + 3 + 3 + 3).
    let thirteen = "👁\u{200D}\u{2764}\u{FE0F}"
    #expect(thirteen.utf8.count == 13)
    #expect(Cell(symbol: thirteen).symbol == thirteen)
  }

  @Test func aBufferKeepsALongClusterInItsPool() {
    var buffer = Buffer(width: 6, height: 1)
    let end = buffer.write("a👨‍👩‍👧‍👦b", column: 0, row: 0)
    #expect(end == 4)
    #expect(buffer[1, 0].isPooled)
    #expect(buffer.symbol(column: 1, row: 0) == "👨‍👩‍👧‍👦")
    #expect(buffer[1, 0].symbol == "\u{FFFD}")
    #expect(buffer.lines == ["a👨‍👩‍👧‍👦b"])
    // A pooled cell set back into its own buffer keeps its text; into another it cannot.
    let cell = buffer[1, 0]
    buffer.set(cell, column: 4, row: 0)
    #expect(buffer.symbol(column: 4, row: 0) == "👨‍👩‍👧‍👦")
    var other = Buffer(width: 6, height: 1)
    other.set(cell, column: 0, row: 0)
    #expect(other.symbol(column: 0, row: 0) == "\u{FFFD}")
  }

  @Test func buffersWithPooledClustersCompareByText() {
    var first = Buffer(width: 4, height: 1)
    first.write("👨‍👩‍👧‍👦", column: 0, row: 0)
    var second = Buffer(width: 4, height: 1)
    second.write("👨‍👩‍👧", column: 2, row: 0)  // takes the same place in its own pool
    second.write("👨‍👩‍👧‍👦", column: 0, row: 0)
    second.write("  ", column: 2, row: 0)
    #expect(first == second)
    var third = Buffer(width: 4, height: 1)
    third.write("👩‍👩‍👧‍👦", column: 0, row: 0)
    #expect(first[0, 0] == third[0, 0])  // the same place in two pools
    #expect(first != third)
  }

  @Test func fiftyThousandCombiningMarksCostOneCappedCell() {
    let marks = String(repeating: "\u{301}", count: 50_000)
    var buffer = Buffer(width: 4, height: 1)
    let end = buffer.write("o" + marks + "x", column: 0, row: 0)
    #expect(end == 2)
    let kept = buffer.symbol(column: 0, row: 0)
    #expect(kept.unicodeScalars.count == Cell.maximumScalars)
    #expect(kept == "o" + String(repeating: "\u{301}", count: Cell.maximumScalars - 1))
    #expect(kept.utf8.count <= Cell.maximumBytes)
    #expect(buffer.symbol(column: 1, row: 0) == "x")
    let terminal = HeadlessTerminal(width: 4, height: 1)
    terminal.render(buffer)
    // The frame: begin/end synchronized, hide, reset, erase, home, the capped cluster
    // (31 bytes), a move, "x".
    #expect(terminal.lastFrameBytes.count < 80)
    #expect(terminal.buffer.symbol(column: 0, row: 0) == kept)
    #expect(terminal.lines == [kept + "x"])
    #expect(terminal.anomalies == [])
  }

  @Test func aClusterOfManyBytesIsCutAtAWholeScalar() {
    // Sixteen four-byte scalars would be 64 bytes; the cap keeps whole scalars only.
    let flags = String(repeating: "🏴\u{E0067}", count: 9)
    var buffer = Buffer(width: 4, height: 1)
    buffer.write(flags, column: 0, row: 0)
    let kept = buffer.symbol(column: 0, row: 0)
    #expect(kept.utf8.count <= Cell.maximumBytes)
    #expect(kept.unicodeScalars.count <= Cell.maximumScalars)
    #expect(flags.hasPrefix(kept))
  }
}
