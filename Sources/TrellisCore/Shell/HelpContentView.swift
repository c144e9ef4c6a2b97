import TrellisTerminal
import TrellisUI

/// The lines of the help overlay: a heading per section, then `keys  action` per hint,
/// keys in bold in an aligned column, a blank line between sections; scrolled by
/// ``scroll(by:)``.
final class HelpContentView: View {
  /// One line: a heading (in `keys`) or a hint.
  struct Line {
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

  private var keyColumnWidth: Int {
    lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0
  }

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

  /// The widest line with a margin each side, and every line.
  override func sizeThatFits(_ available: Size) -> Size {
    let keyWidth = keyColumnWidth
    let widest =
      lines.map { line in
        line.isHeading
          ? DisplayWidth.of(line.keys) : 2 + keyWidth + 2 + DisplayWidth.of(line.action)
      }.max() ?? 0
    return Size(
      width: Swift.min(available.width, widest + 2),
      height: Swift.min(available.height, lines.count))
  }

  func scroll(by delta: Int) {
    let limit = Swift.max(0, lines.count - frame.height)
    scrollOffset = Swift.max(0, Swift.min(limit, scrollOffset + delta))
    setNeedsDisplay()
  }

  override func draw(in buffer: inout Buffer) {
    buffer.fill(frame, with: .blank(.plain))
    guard frame.width > 2, frame.height > 0 else { return }
    let keyWidth = keyColumnWidth
    let clip = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: frame.height)
    for row in 0..<frame.height {
      let index = scrollOffset + row
      guard lines.indices.contains(index) else { break }
      let line = lines[index]
      let y = frame.y + row
      if line.isHeading {
        buffer.write(
          line.keys, column: clip.x, row: y, style: Style(attributes: [.bold, .underline]),
          clip: clip)
        continue
      }
      buffer.write(
        line.keys, column: clip.x + 2, row: y, style: Style(attributes: .bold), clip: clip)
      buffer.write(
        TextLayout.truncate(line.action, toWidth: Swift.max(0, clip.width - keyWidth - 4)),
        column: clip.x + 2 + keyWidth + 2, row: y, clip: clip)
    }
  }
}
