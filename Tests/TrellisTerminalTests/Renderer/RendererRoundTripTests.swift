import Testing
import TrellisTerminal

/// Renders random sequences of buffers through the bytes into an emulated terminal and
/// checks that the screen shows each buffer exactly, whatever the terminal's colour depth,
/// synchronized output and autowrap.
@Suite struct RendererRoundTripTests {
  /// Symbols of every kind: ASCII, accents (composed and not), box drawing, CJK, Hangul,
  /// emoji (single, with VS16, ZWJ, a flag, a keycap, and one of 25 UTF-8 bytes, which a
  /// cell keeps in its buffer's pool), a capped cluster of many marks; and ones a terminal
  /// joins to the glyph written before them (a lone skin tone, lone regional indicators, a
  /// spacing mark).
  static let symbols = [
    "a", "b", "x", "Z", "0", " ", " ", "é", "e\u{301}", "─", "│", "█", "日", "本", "中", "한",
    "😀", "❤️", "👩‍💻", "🇫🇷", "👨‍👩‍👧‍👦", "1️⃣", "👍", "🏽", "🇩", "🇪", "क", "\u{93E}",
    "o" + String(repeating: "\u{301}", count: 40),
  ]

  static func randomColor(_ random: inout SeededGenerator) -> Color {
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1: return .default
    case 2: return .ansi(UInt8.random(in: 0...15, using: &random))
    case 3: return .indexed(UInt8.random(in: 0...255, using: &random))
    default:
      return .rgb(
        UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
        UInt8.random(in: 0...255, using: &random))
    }
  }

  static func randomStyle(_ random: inout SeededGenerator) -> Style {
    if Int.random(in: 0..<3, using: &random) == 0 { return .plain }
    let attributes = TextAttributes(rawValue: UInt8.random(in: 0...31, using: &random))
    return Style(
      foreground: randomColor(&random), background: randomColor(&random),
      attributes: Int.random(in: 0..<2, using: &random) == 0 ? [] : attributes)
  }

  static func randomText(_ random: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...6, using: &random)
    return (0..<count).map { _ in symbols.randomElement(using: &random) ?? "a" }.joined()
  }

  static func randomRect(_ buffer: Buffer, _ random: inout SeededGenerator) -> Rect {
    Rect(
      x: Int.random(in: -1...buffer.width, using: &random),
      y: Int.random(in: -1...buffer.height, using: &random),
      width: Int.random(in: 0...buffer.width, using: &random),
      height: Int.random(in: 0...buffer.height, using: &random))
  }

  /// Applies a few random edits of the kinds views make.
  static func edit(_ buffer: inout Buffer, _ random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3:
        buffer.write(
          randomText(&random), column: Int.random(in: -2..<max(buffer.width, 1), using: &random),
          row: Int.random(in: 0..<max(buffer.height, 1), using: &random),
          style: randomStyle(&random))
      case 4, 5:
        let symbol = symbols.randomElement(using: &random) ?? " "
        buffer.fill(
          randomRect(buffer, &random),
          with: Cell(symbol: symbol, style: randomStyle(&random)))
      case 6, 7:
        buffer.setStyle(randomStyle(&random), in: randomRect(buffer, &random))
      case 8:
        buffer.fill(randomRect(buffer, &random), with: .blank(randomStyle(&random)))
      default:
        if Int.random(in: 0..<4, using: &random) == 0 { buffer.clear() }
      }
    }
  }

  /// Checks that the terminal shows `buffer` exactly (continuation cells only as such).
  static func expectScreen(
    _ terminal: HeadlessTerminal, shows buffer: Buffer, _ context: String
  ) {
    let depth = terminal.capabilities.colorDepth
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let expected = buffer[column, row]
        let actual = terminal.cell(atColumn: column, row: row)
        if expected.isContinuation {
          #expect(actual.isContinuation, "\(context) cell \(column),\(row)")
        } else {
          let same =
            terminal.buffer.symbol(column: column, row: row)
            == buffer.symbol(column: column, row: row) && actual.width == expected.width
            && actual.style == expected.style.downsampled(to: depth)
          #expect(same, "\(context) cell \(column),\(row): \(actual) instead of \(expected)")
          if !same { return }
        }
      }
    }
  }

  @Test(arguments: [ColorDepth.trueColor, .indexed256, .ansi16, .none], [false, true])
  func randomFramesReachTheScreenExactly(depth: ColorDepth, autowrap: Bool) {
    for synchronized in [true, false] {
      for seed in UInt64(1)...40 {
        var random = SeededGenerator(seed: seed &* 7919 &+ UInt64(depth.rawValue % 97))
        var width = Int.random(in: 1...12, using: &random)
        var height = Int.random(in: 1...6, using: &random)
        let capabilities = TerminalCapabilities(
          colorDepth: depth, synchronizedOutput: synchronized)
        let terminal = HeadlessTerminal(
          width: width, height: height, capabilities: capabilities, autowrap: autowrap)
        var buffer = Buffer(width: width, height: height)
        for frame in 0..<30 {
          let context = "seed \(seed) frame \(frame) \(width)x\(height) sync \(synchronized)"
          switch Int.random(in: 0..<20, using: &random) {
          case 0:
            width = Int.random(in: 1...12, using: &random)
            height = Int.random(in: 1...6, using: &random)
            buffer.resize(width: width, height: height)
            terminal.resize(width: width, height: height)
          case 1:
            terminal.forceFullRedraw()
          default:
            break
          }
          RendererRoundTripTests.edit(&buffer, &random)
          let cursor =
            Int.random(in: 0..<3, using: &random) == 0
            ? CursorState.visible(
              column: Int.random(in: 0..<width, using: &random),
              row: Int.random(in: 0..<height, using: &random))
            : .hidden
          terminal.render(buffer, cursor: cursor)
          RendererRoundTripTests.expectScreen(terminal, shows: buffer, context)
          #expect(terminal.anomalies == [], "\(context)")
          #expect(!terminal.isInSynchronizedUpdate, "\(context)")
          #expect(terminal.cursor.isVisible == cursor.isVisible, "\(context)")
          if cursor.isVisible {
            #expect(terminal.cursor == cursor, "\(context)")
          }
          terminal.render(buffer, cursor: cursor)
          #expect(terminal.lastFrameBytes == [], "\(context): an unchanged frame wrote bytes")
          if !terminal.anomalies.isEmpty { return }
        }
      }
    }
  }
}
