import Trellis

/// Measuring, cutting and trimming runs of styled text that is already sanitized.
enum LineCut {
  /// The columns `spans` take.
  static func width(of spans: [StyledSpan]) -> Int {
    var width = 0
    for span in spans { width += DisplayWidth.of(span.text) }
    return width
  }

  /// `spans` cut to `width` columns, ending in `…` (in the style of the run it cuts) when
  /// something was cut; unchanged when they fit. Empty for a width below 1. A wide glyph
  /// that would cross the edge is left out whole.
  static func cut(_ spans: [StyledSpan], toWidth width: Int) -> [StyledSpan] {
    guard width > 0 else { return [] }
    // No character is wider than its UTF-8 bytes: short text fits without measuring.
    var bytes = 0
    for span in spans { bytes += span.text.utf8.count }
    if bytes <= width { return spans }
    if Self.width(of: spans) <= width { return spans }
    var budget = width - 1
    var result: [StyledSpan] = []
    for span in spans {
      let spanWidth = DisplayWidth.of(span.text)
      if spanWidth <= budget {
        result.append(span)
        budget -= spanWidth
        continue
      }
      let head = TextLayout.prefix(of: span.text[...], fitting: budget).prefix
      result.append(StyledSpan(String(head) + TextLayout.ellipsis, style: span.style))
      break
    }
    return result
  }

  /// `spans` without the spaces at their end (and without runs left empty).
  static func trimmingTrailingSpaces(_ spans: [StyledSpan]) -> [StyledSpan] {
    var result = spans
    while let last = result.last {
      let trimmed = last.text.reversed().drop(while: { $0 == " " }).reversed()
      if trimmed.isEmpty {
        result.removeLast()
        continue
      }
      result[result.count - 1].text = String(trimmed)
      break
    }
    return result
  }

  /// `count` spaces in the plain style, or nothing for a count below 1.
  static func padding(_ count: Int) -> [StyledSpan] {
    count > 0 ? [StyledSpan(String(repeating: " ", count: count))] : []
  }
}
