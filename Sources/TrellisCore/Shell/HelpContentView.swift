import TrellisTerminal
import TrellisUI

/// The lines of the help overlay: a heading per section, then `keys  action` per hint,
/// keys in bold in an aligned column, a blank line between sections; scrolled by
/// ``scroll(by:)``.
///
/// When the overlay is narrower than its lines, the descriptions keep their room: the key
/// column narrows first (down to a third of the width, or its longest word), and keys and
/// then descriptions wrap onto more rows within their columns. Nothing is cut but a
/// heading wider than the overlay.
final class HelpContentView: View {
  /// One line: a heading (in `keys`) or a hint.
  struct Line {
    var keys: String
    var action: String
    var isHeading: Bool
  }

  /// One screen row: a heading, or parts of a hint's keys and action (either may be empty
  /// on a wrapped hint's later rows).
  struct Row: Equatable {
    var keys: String
    var action: String
    var isHeading: Bool
  }

  var sections: [HelpSection] = [] {
    didSet {
      lines = Self.lines(of: sections)
      scrollOffset = 0
      setNeedsLayout()
    }
  }
  private(set) var lines: [Line] = []
  private(set) var scrollOffset = 0

  /// Columns before the keys, and between the keys and the action.
  private static let indent = 2
  private static let gap = 2

  private var hints: [Line] { lines.filter { !$0.isHeading && !$0.keys.isEmpty } }
  private var keyColumnWidth: Int { hints.map { DisplayWidth.of($0.keys) }.max() ?? 0 }
  private var actionColumnWidth: Int { hints.map { DisplayWidth.of($0.action) }.max() ?? 0 }

  static func lines(of sections: [HelpSection]) -> [Line] {
    var lines: [Line] = []
    for section in sections where !section.hints.isEmpty {
      if !lines.isEmpty { lines.append(Line(keys: "", action: "", isHeading: false)) }
      lines.append(Line(keys: TextSanitizer.sanitize(section.title), action: "", isHeading: true))
      for hint in section.hints {
        lines.append(
          Line(
            keys: TextSanitizer.sanitize(hint.keys), action: TextSanitizer.sanitize(hint.action),
            isHeading: false))
      }
    }
    return lines
  }

  /// The key column's width when the lines have `width` columns (a margin each side): all
  /// the keys need, or what the widest description leaves, but no less than a third of
  /// the room or the longest word of the keys (up to half the room), so that keys wrap
  /// between words.
  private func keyColumn(width: Int) -> Int {
    let usable = width - 2 - Self.indent - Self.gap
    let natural = keyColumnWidth
    if natural + actionColumnWidth <= usable { return natural }
    let leftByActions = usable - actionColumnWidth
    let longestWord =
      hints.flatMap { $0.keys.split(separator: " ") }.map { DisplayWidth.of(String($0)) }.max()
      ?? 0
    let floor = Swift.max(usable / 3, Swift.min(longestWord, usable / 2))
    return Swift.max(1, Swift.min(natural, Swift.max(leftByActions, floor)))
  }

  /// The screen rows of the lines at `width` columns.
  func rows(width: Int) -> [Row] {
    let keyWidth = keyColumn(width: width)
    let actionWidth = Swift.max(1, width - 2 - Self.indent - keyWidth - Self.gap)
    var rows: [Row] = []
    for line in lines {
      if line.isHeading || line.keys.isEmpty {
        rows.append(Row(keys: line.keys, action: "", isHeading: line.isHeading))
        continue
      }
      let keys = TextLayout.wrap(line.keys, toWidth: keyWidth)
      let actions = TextLayout.wrap(line.action, toWidth: actionWidth)
      for index in 0..<Swift.max(keys.count, actions.count) {
        rows.append(
          Row(
            keys: index < keys.count ? keys[index] : "",
            action: index < actions.count ? actions[index] : "", isHeading: false))
      }
    }
    return rows
  }

  /// The widest line with a margin each side (or the width offered), and its rows.
  override func sizeThatFits(_ available: Size) -> Size {
    let widest =
      lines.map { line in
        line.isHeading
          ? DisplayWidth.of(line.keys)
          : Self.indent + keyColumnWidth + Self.gap + DisplayWidth.of(line.action)
      }.max() ?? 0
    let width = Swift.min(available.width, widest + 2)
    return Size(width: width, height: Swift.min(available.height, rows(width: width).count))
  }

  func scroll(by delta: Int) {
    let limit = Swift.max(0, rows(width: frame.width).count - frame.height)
    scrollOffset = Swift.max(0, Swift.min(limit, scrollOffset + delta))
    setNeedsDisplay()
  }

  override func draw(in buffer: inout Buffer) {
    buffer.fill(frame, with: .blank(.plain))
    guard frame.width > 2, frame.height > 0 else { return }
    let keyWidth = keyColumn(width: frame.width)
    let rows = rows(width: frame.width)
    let clip = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: frame.height)
    for screenRow in 0..<frame.height {
      let index = scrollOffset + screenRow
      guard rows.indices.contains(index) else { break }
      let row = rows[index]
      let y = frame.y + screenRow
      if row.isHeading {
        buffer.write(
          TextLayout.truncate(row.keys, toWidth: clip.width), column: clip.x, row: y,
          style: Style(attributes: [.bold, .underline]), clip: clip)
        continue
      }
      buffer.write(
        row.keys, column: clip.x + Self.indent, row: y, style: Style(attributes: .bold),
        clip: clip)
      buffer.write(
        row.action, column: clip.x + Self.indent + keyWidth + Self.gap, row: y, clip: clip)
    }
  }
}
