import Testing

@testable import TrellisTerminal

/// The renderer's last-line defence: a cell can never hold a control character, but if
/// one did (made here with the internal initializer that trusts its bytes), it reaches the
/// terminal as `TextSanitizer` shows it, and the cursor is re-synchronized after it.
@Suite struct RendererDefenceTests {
  static func cell(_ text: String) -> Cell {
    Array(text.utf8).withUnsafeBytes { Cell(inline: $0, width: 1, flags: 0, style: .plain) }
  }

  @Test func controlBytesInACellAreWrittenAsTheSanitizerShowsThem() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame[0, 0] = RendererDefenceTests.cell("\u{1B}[2J")
    frame[1, 0] = RendererDefenceTests.cell("a\u{9B}\u{202E}")
    frame[2, 0] = RendererDefenceTests.cell("b")
    let expected =
      "⎋[H" + TextSanitizer.sanitize("\u{1B}[2J") + "⎋[1;2H"
      + TextSanitizer.sanitize("a\u{9B}\u{202E}")
      + "⎋[1;3Hb"
    #expect(readable(renderer.render(frame)) == expected)
    #expect(expected.contains("␛[2J"))
  }
}

/// A terminal whose locale is not UTF-8 gets nothing but ASCII, laid out as drawn.
@Suite struct RendererASCIITests {
  @Test func everySymbolBecomesAnASCIIStandInAsWideAsItsCell() {
    var renderer = RendererTests.renderer()
    renderer.asciiOnly = true
    var frame = Buffer(width: 10, height: 3)
    frame.write("a─日é😀", column: 0, row: 0)
    frame.write("👨‍👩‍👧‍👦x", column: 0, row: 1)
    let bytes = renderer.render(frame)
    #expect(bytes.allSatisfy { $0 < 0x80 })
    #expect(readable(bytes) == "⎋[?25l⎋[0m⎋[2J⎋[Ha-??e??␍␊??x")
  }
}
