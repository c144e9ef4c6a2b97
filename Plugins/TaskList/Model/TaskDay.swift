import Foundation

/// A calendar day, written `YYYY-MM-DD`: a task's due date. Only real days exist (no
/// February 30th); days compare in calendar order.
public struct TaskDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// How a due date is written, for messages: `YYYY-MM-DD`.
  public static let format = "YYYY-MM-DD"

  /// The year, 1 through 9999.
  public let year: Int
  /// The month, 1 through 12.
  public let month: Int
  /// The day of the month, 1 through 28–31.
  public let day: Int

  /// The day `year`-`month`-`day`; nil when there is no such day.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...TaskDay.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day written as `YYYY-MM-DD` (spaces around it are ignored); nil for anything else,
  /// or a day that does not exist.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day it is at `now` in `timeZone` (the local one by default).
  public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> TaskDay {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    return TaskDay(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1)
      ?? TaskDay.fallback
  }

  /// `YYYY-MM-DD`, like `2026-03-14`.
  public var description: String {
    pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// Earlier days first.
  public static func < (lhs: TaskDay, rhs: TaskDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The days in `month` of `year` (Gregorian leap years).
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// A day that exists, for a calendar that gave no answer (it always does).
  private static let fallback = TaskDay(uncheckedYear: 2000, month: 1, day: 1)

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
