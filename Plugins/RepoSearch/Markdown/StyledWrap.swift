import TrellisTerminal
import TrellisUI

/// Wraps runs of styled text with `StyledLine.wrapped(toWidth:indent:)` so that a word
/// made of several runs (`**bold**,` or `` `code`. ``) stays one word.
///
/// `StyledLine.wrapped` breaks words per run: given several runs it treats each change of
/// style as a word boundary and may start a new line there. So the runs are joined into
/// one plain line, that line is wrapped (which only drops spaces, at the breaks), and the
/// styles are laid back onto the wrapped text byte by byte.
enum StyledWrap {
  /// `spans` broken into lines of at most `width` columns at spaces, styles kept. Text is
  /// sanitized. An empty line stays one empty line; a width below 1 gives no lines.
  static func wrap(_ spans: [StyledSpan], toWidth width: Int) -> [[StyledSpan]] {
    let clean = spans.map { StyledSpan(TextSanitizer.sanitize($0.text), style: $0.style) }
    guard clean.count > 1 else {
      return StyledLine(clean).wrapped(toWidth: width).map(\.spans)
    }
    var joined = ""
    var ends: [Int] = []  // The UTF-8 offset where each run ends in `joined`.
    for span in clean {
      joined += span.text
      ends.append(joined.utf8.count)
    }
    let wrapped = StyledLine(joined).wrapped(toWidth: width)
    var source = Array(joined.utf8)[...]
    var offset = 0
    var run = 0
    return wrapped.map { line in
      var builder = RunBuilder()
      for byte in line.text.utf8 {
        // The wrapped text is the joined text less some spaces: skip the dropped ones.
        while let next = source.first, next != byte {
          source = source.dropFirst()
          offset += 1
        }
        source = source.dropFirst()
        while run < ends.count - 1 && offset >= ends[run] { run += 1 }
        builder.append(byte, style: clean[run].style)
        offset += 1
      }
      return builder.finish()
    }
  }

  /// Collects bytes into runs of one style each.
  private struct RunBuilder {
    var spans: [StyledSpan] = []
    var bytes: [UInt8] = []
    var style: Style?

    mutating func append(_ byte: UInt8, style next: Style) {
      if style != next { flush() }
      style = next
      bytes.append(byte)
    }

    mutating func finish() -> [StyledSpan] {
      flush()
      return spans
    }

    private mutating func flush() {
      guard let style, !bytes.isEmpty else { return }
      spans.append(StyledSpan(String(decoding: bytes, as: UTF8.self), style: style))
      bytes.removeAll(keepingCapacity: true)
    }
  }
}
