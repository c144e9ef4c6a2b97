import Foundation
import TerminalTestSupport
import Testing
import TrellisTerminal

/// Text in scripts whose grapheme clusters hold several letters, against tmux's own reading
/// of the bytes (tmux counts with `wcwidth`, scalar by scalar): where its cursor ends after
/// the text, and what a frame Trellis renders looks like in it.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (make test installs it)"))
struct TmuxWidthTests {
  static let samples = [
    "क्षत्रिय",  // Devanagari: conjuncts and a spacing vowel sign
    "নমস্কার",  // Bengali
    "தமிழ்நாடு",  // Tamil
    "ภาษาไทย กำแพง",  // Thai, with SARA AM
    "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}",  // Hangul jamo: leading, medial, final
    "한국어",  // Hangul syllables
    "ok क्षत्रिय 日本 é",  // mixed
  ]

  static let clear = Array("\u{1B}[H\u{1B}[2J".utf8)

  @Test(arguments: samples)
  func tmuxPutsItsCursorWhereTrellisCounts(sample: String) throws {
    let pane = try TmuxPane(width: 60, height: 4)
    pane.write(Self.clear + Array((sample + "|").utf8))
    #expect(try pane.waitFor("|"))
    #expect(try pane.cursor().column == DisplayWidth.of(sample) + 1, "\(sample)")
  }

  @Test(arguments: samples)
  func aFrameReadsInTmuxAsTrellisDrewIt(sample: String) throws {
    var frame = Buffer(width: 40, height: 3)
    let end = frame.write(sample, column: 2, row: 0)
    frame.write("|next", column: end, row: 0)
    frame.write(sample + sample, column: 0, row: 1)
    frame.write("#end", column: 30, row: 2)
    let terminal = HeadlessTerminal(width: 40, height: 3)
    terminal.render(frame)
    let pane = try TmuxPane(width: 40, height: 3)
    pane.write(Self.clear + terminal.lastFrameBytes)
    #expect(try pane.waitFor("#end"))
    let shown = try pane.lines()
    #expect(Array(shown.prefix(3)) == frame.lines, "\(sample)")
  }
}
