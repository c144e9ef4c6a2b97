import Foundation

/// Dates and counts as a row shows them: "3 days ago", "1.2k".
enum RelativeTime {
  /// How long before `now` `date` was: "just now", "5 minutes ago", "3 days ago",
  /// "2 years ago"; a date after `now` (a clock that was wrong) reads "in the future".
  static func describe(_ date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    if seconds < -60 { return "in the future" }
    if seconds < 60 { return "just now" }
    let units: [(Double, String)] = [
      (365 * 86_400, "year"), (30 * 86_400, "month"), (7 * 86_400, "week"), (86_400, "day"),
      (3_600, "hour"), (60, "minute"),
    ]
    for (length, name) in units where seconds >= length {
      let count = Int(seconds / length)
      return "\(count) \(name)\(count == 1 ? "" : "s") ago"
    }
    return "just now"
  }

  /// `count` in a few characters: 999, 1.2k, 12k, 3.4M.
  static func compact(_ count: Int) -> String {
    switch count {
    case ..<1_000: return "\(count)"
    case ..<10_000: return String(format: "%.1fk", Double(count) / 1_000)
    case ..<1_000_000: return "\(count / 1_000)k"
    default: return String(format: "%.1fM", Double(count) / 1_000_000)
    }
  }

  /// `2024-05-01 14:03 +0200`: a date as git shows it, in the time zone it was recorded in.
  static func absolute(_ date: Date, offsetMinutes: Int) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60) ?? .gmt
    let sign = offsetMinutes < 0 ? "-" : "+"
    let offset = abs(offsetMinutes)
    return formatter.string(from: date)
      + String(format: " %@%02d%02d", sign, offset / 60, offset % 60)
  }
}
