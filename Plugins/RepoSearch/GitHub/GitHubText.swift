import Foundation
import TrellisTerminal

/// Makes outside text (GitHub's messages, names, the user's query) fit for a one-line error
/// message, and formats the times those messages name.
enum GitHubText {
  /// `text` with control characters made visible, whitespace runs collapsed, `secrets`
  /// replaced by `<redacted>`, and cut to `limit` characters with `…`.
  static func excerpt(_ text: String, limit: Int = 160, secrets: [String] = []) -> String {
    var scrubbed = text
    for secret in secrets where secret.count >= 4 {
      scrubbed = scrubbed.replacingOccurrences(of: secret, with: "<redacted>")
    }
    let spaced = scrubbed.unicodeScalars.map { scalar -> String in
      scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : String(scalar)
    }.joined()
    let words = TextSanitizer.sanitize(spaced).split(
      separator: " ", omittingEmptySubsequences: true)
    let line = words.joined(separator: " ")
    return line.count > limit ? String(line.prefix(limit)) + "…" : line
  }

  /// The time of day of `date` in `timeZone`, as `14:05`; a date that is not today there
  /// also shows the day, as `2026-01-31 14:05`.
  static func clock(_ date: Date, timeZone: TimeZone = .current, now: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let sameDay = calendar.isDate(date, inSameDayAs: now)
    formatter.dateFormat = sameDay ? "HH:mm" : "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
