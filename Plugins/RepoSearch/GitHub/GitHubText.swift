import Foundation

/// Formats the times GitHub's messages name. (Outside text in a message goes through
/// `HTTPRedaction.excerpt(_:limit:secrets:)` of TrellisServices.)
enum GitHubText {
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
