import CCmark

/// Rewrites the constructs on which libcmark-gfm 0.29.0.gfm.6 (the Debian 12 library)
/// takes quadratic time, so that a hostile README cannot stall rendering for seconds. Text
/// that is not hostile comes back unchanged.
///
/// - Links among many emphasis or strikethrough delimiters in one paragraph or heading
///   (`*[a](b)` repeated: 10–25 s for 1 MiB; fixed upstream in later releases). When a
///   paragraph's (or heading's, or table row's) count of `[` times its count of `*`, `_`
///   and `~` passes ``hazardLimit``, its brackets are escaped, so its links show as text. The paragraphs are found
///   by parsing the document once with every bracket replaced (which keeps the block
///   structure and leaves no link to parse).
/// - Table rows with very many columns (seconds for a row of 100,000 cells). A line with
///   more than ``maximumPipes`` `|` has them escaped, so it is no table row.
enum ParserGuard {
  /// The most `[` × delimiters a paragraph may hold before its brackets are escaped.
  static let hazardLimit = 1_000_000
  /// The most `|` a line may hold before they are escaped.
  static let maximumPipes = 128

  private static let bracket = UInt8(ascii: "[")
  private static let closingBracket = UInt8(ascii: "]")
  private static let pipe = UInt8(ascii: "|")
  private static let backslash = UInt8(ascii: "\\")

  /// `markdown` with the hostile constructs defused.
  static func defuse(_ markdown: String) -> String {
    var bytes = Array(markdown.utf8)
    let lines = lineRanges(of: bytes)
    var escapes: [(line: Int, byte: UInt8)] = []
    for (index, line) in lines.enumerated()
    where bytes[line].lazy.filter({ $0 == pipe }).count > maximumPipes {
      escapes.append((index, pipe))
    }
    let delimiters = bytes.lazy.filter(isDelimiter).count
    let brackets = bytes.lazy.filter { $0 == bracket }.count
    if brackets.multipliedReportingOverflow(by: delimiters).partialValue > hazardLimit {
      for index in crowdedParagraphLines(bytes, lines: lines) {
        escapes.append((index, bracket))
      }
    }
    guard !escapes.isEmpty else { return markdown }
    bytes = escaping(bytes, lines: lines, escapes: escapes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `byte` can open or close emphasis or strikethrough.
  private static func isDelimiter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
  }

  /// The byte ranges of the lines (without their ending), split as cmark splits them: at
  /// `\n`, `\r\n` or a lone `\r`.
  static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        ranges.append(start..<index)
        if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == 10 {
          index += 1
        }
        start = index + 1
      }
      index += 1
    }
    ranges.append(start..<bytes.count)
    return ranges
  }

  /// The lines (0-based) of the paragraphs, headings and table rows whose brackets times
  /// delimiters pass ``hazardLimit``.
  private static func crowdedParagraphLines(_ bytes: [UInt8], lines: [Range<Int>]) -> [Int] {
    let neutral = bytes.map { $0 == bracket || $0 == closingBracket ? UInt8(ascii: "x") : $0 }
    let spans =
      MarkdownDocument.parse(String(decoding: neutral, as: UTF8.self)) { root in
        inlineBlockLineSpans(root)
      } ?? []
    var crowded: [Int] = []
    for span in spans {
      let range = max(0, span.lowerBound)..<min(lines.count, span.upperBound)
      guard !range.isEmpty else { continue }
      var brackets = 0
      var delimiters = 0
      for line in range {
        for byte in bytes[lines[line]] {
          if byte == bracket { brackets += 1 } else if isDelimiter(byte) { delimiters += 1 }
        }
      }
      if brackets.multipliedReportingOverflow(by: delimiters).partialValue > hazardLimit {
        crowded += range
      }
    }
    return crowded
  }

  /// The 0-based line ranges of the paragraphs, headings and table rows (whose cells are
  /// parsed one by one, so a row bounds them) under `root`.
  private static func inlineBlockLineSpans(_ root: MarkdownNode) -> [Range<Int>] {
    guard let iterator = cmark_iter_new(root.pointer) else { return [] }
    defer { cmark_iter_free(iterator) }
    var spans: [Range<Int>] = []
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else {
        continue
      }
      let kind = MarkdownNode(pointer).kind
      guard kind == .paragraph || kind == .heading || kind == .tableRow else { continue }
      let first = Int(cmark_node_get_start_line(pointer)) - 1
      let last = Int(cmark_node_get_end_line(pointer)) - 1
      if last >= first { spans.append(first..<(last + 1)) }
      cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)  // Its inlines do not matter.
    }
    return spans
  }

  /// `bytes` with a backslash put before each unescaped byte named in `escapes` (a line
  /// and the byte to escape on it).
  private static func escaping(
    _ bytes: [UInt8], lines: [Range<Int>], escapes: [(line: Int, byte: UInt8)]
  ) -> [UInt8] {
    var escaped = Array(repeating: (pipe: false, bracket: false), count: lines.count)
    for escape in escapes {
      if escape.byte == pipe {
        escaped[escape.line].pipe = true
      } else {
        escaped[escape.line].bracket = true
      }
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 8)
    var previous = 0
    for (index, line) in lines.enumerated() {
      result += bytes[previous..<line.lowerBound]  // The line ending before this line.
      previous = line.upperBound
      let flags = escaped[index]
      guard flags.pipe || flags.bracket else {
        result += bytes[line]
        continue
      }
      var backslashes = 0
      for byte in bytes[line] {
        let wanted = (flags.pipe && byte == pipe) || (flags.bracket && byte == bracket)
        if wanted && backslashes % 2 == 0 { result.append(backslash) }
        backslashes = byte == backslash ? backslashes + 1 : 0
        result.append(byte)
      }
    }
    result += bytes[previous...]
    return result
  }
}
