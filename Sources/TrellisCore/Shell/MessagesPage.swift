import Foundation
import TrellisTerminal
import TrellisUI

/// The Messages screen's page: every message of the session in a ``MessageLog``, newest
/// first, each with its time, level and source, its whole text wrapped to the width (the
/// status bar shows only a message's first line). Shown in a ``ReflowingPageView``, laid
/// out again for each new message.
///
/// ```
/// 14:02:31  error    counters  The counters could not be saved: database is locked …
///                              The file is locked by another process or connection: …
/// 14:02:05  notice   trellis   Saved
/// ```
enum MessagesPage {
  /// The lines for `entries`, newest first, wrapped to `width`.
  static func lines(for entries: [MessageLog.Entry], width: Int) -> [StyledLine] {
    guard !entries.isEmpty else {
      return [StyledLine("No messages in this session yet.", style: Style(attributes: .dim))]
    }
    let sourceWidth = min(16, entries.map { DisplayWidth.of($0.source) }.max() ?? 0)
    let indent = String(repeating: " ", count: 10 + 9 + sourceWidth + 2)
    var lines: [StyledLine] = []
    for entry in entries.reversed() {
      let head = [
        StyledSpan(time.string(from: entry.date) + "  ", style: Style(attributes: .dim)),
        StyledSpan(pad(entry.level.rawValue, to: 7) + "  ", style: style(for: entry.level)),
        StyledSpan(pad(entry.source, to: sourceWidth) + "  ", style: Style(foreground: .cyan)),
      ]
      let paragraphs = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, paragraph) in paragraphs.enumerated() {
        let lead = index == 0 ? head : [StyledSpan(indent)]
        lines += StyledLine(lead + [StyledSpan(String(paragraph))])
          .wrapped(toWidth: width, indent: indent)
      }
    }
    return lines
  }

  private static func style(for level: MessageLog.Level) -> Style {
    switch level {
    case .notice: return .plain
    case .warning: return Style(foreground: .yellow, attributes: .bold)
    case .error: return Style(foreground: .red, attributes: .bold)
    }
  }

  /// `text` cut or padded with spaces to `width` columns.
  private static func pad(_ text: String, to width: Int) -> String {
    let clean = TextSanitizer.sanitize(text)
    let shown = DisplayWidth.of(clean) > width ? String(clean.prefix(width)) : clean
    return shown + String(repeating: " ", count: max(0, width - DisplayWidth.of(shown)))
  }

  /// Hours, minutes and seconds in the local time zone.
  private static let time: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return formatter
  }()
}
