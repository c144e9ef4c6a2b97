import Foundation

/// Reads `Retry-After`: a number of seconds, or an HTTP date (IMF-fixdate such as
/// `Sun, 06 Nov 1994 08:49:37 GMT`, or the obsolete RFC 850 and asctime forms).
public enum HTTPRetryAfter {
  /// Seconds from `now` until the time `value` names (never negative), or nil when it is
  /// neither a number nor a date.
  public static func delay(_ value: String, now: Date) -> TimeInterval? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) {
      return seconds >= 0 ? TimeInterval(seconds) : nil
    }
    guard let date = date(trimmed) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }

  /// The date `value` names in one of the HTTP date forms, or nil.
  public static func date(_ value: String) -> Date? {
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
    for format in formats {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: value) { return date }
    }
    return nil
  }

  /// `date` as an IMF-fixdate, the form servers send.
  public static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }
}
