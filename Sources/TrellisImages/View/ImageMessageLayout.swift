import TrellisTerminal
import TrellisUI

/// Lays out the short messages an image view shows instead of a picture (the placeholder,
/// "loading", an error): sanitized, word-wrapped to the width, cut with "…" when they do
/// not fit, centered.
enum ImageMessageLayout {
  /// `text` sanitized and wrapped into at most `maxLines` lines of at most `width` columns.
  static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
    guard width > 0, maxLines > 0 else { return [] }
    let clean = TextSanitizer.sanitize(text)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var overflow = false
    for word in clean.split(separator: " ", omittingEmptySubsequences: true) {
      for piece in split(String(word), width: width) {
        let pieceWidth = DisplayWidth.of(piece)
        if lineWidth > 0 && lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0 { lines.append(line) }
        line = piece
        lineWidth = pieceWidth
      }
    }
    if lineWidth > 0 { lines.append(line) }
    if lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
      overflow = true
    }
    if overflow, let last = lines.popLast() {
      lines.append(truncate(last, width: width - 1) + "…")
    }
    return lines
  }

  /// `word` cut into pieces no wider than `width`.
  private static func split(_ word: String, width: Int) -> [String] {
    guard DisplayWidth.of(word) > width else { return [word] }
    var pieces: [String] = []
    var piece = ""
    var pieceWidth = 0
    for character in word {
      let columns = DisplayWidth.of(character)
      if pieceWidth + columns > width, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
        pieceWidth = 0
      }
      piece.append(character)
      pieceWidth += columns
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// The longest start of `text` no wider than `width`.
  private static func truncate(_ text: String, width: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      result.append(character)
      used += columns
    }
    return result
  }

  /// Draws `text` in `frame` inside a box of `boxStyle` when the frame is big enough for
  /// one (at least 3 rows and 6 columns), the text in `style`, centered.
  static func draw(
    _ text: String, in frame: Rect, style: Style, boxStyle: Style, buffer: inout Buffer
  ) {
    guard !frame.isEmpty else { return }
    var inner = frame
    if frame.height >= 3 && frame.width >= 6 {
      drawBox(frame, style: boxStyle, buffer: &buffer)
      inner = frame.inset(top: 1, left: 2, bottom: 1, right: 2)
    }
    let lines = wrap(text, width: inner.width, maxLines: inner.height)
    let top = inner.y + (inner.height - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let left = inner.x + (inner.width - DisplayWidth.of(line)) / 2
      buffer.write(line, column: left, row: top + index, style: style, clip: inner)
    }
  }

  private static func drawBox(_ frame: Rect, style: Style, buffer: inout Buffer) {
    let right = frame.maxX - 1
    let bottom = frame.maxY - 1
    for column in frame.x...right {
      let top = column == frame.x ? "┌" : column == right ? "┐" : "─"
      let base = column == frame.x ? "└" : column == right ? "┘" : "─"
      buffer.set(Cell(symbol: top, style: style), column: column, row: frame.y)
      buffer.set(Cell(symbol: base, style: style), column: column, row: bottom)
    }
    for row in (frame.y + 1)..<bottom {
      buffer.set(Cell(symbol: "│", style: style), column: frame.x, row: row)
      buffer.set(Cell(symbol: "│", style: style), column: right, row: row)
    }
  }
}
