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
    // Seconds count when the time is close: a wait of a few seconds reads as one.
    let time = abs(date.timeIntervalSince(now)) < 120 ? "HH:mm:ss" : "HH:mm"
    formatter.dateFormat = sameDay ? time : "yyyy-MM-dd \(time)"
    return formatter.string(from: date)
  }
}
