import Foundation
import Testing

@testable import TaskList

@Suite struct TaskDayTests {
  @Test func readsDaysWrittenYearMonthDay() {
    #expect(TaskDay("2026-03-14") == TaskDay(year: 2026, month: 3, day: 14))
    #expect(TaskDay(" 2024-02-29 ")?.description == "2024-02-29")
    #expect(TaskDay("0001-01-01")?.description == "0001-01-01")
  }

  @Test(arguments: [
    "", "2026", "2026-3-14", "26-03-14", "2026/03/14", "14-03-2026", "2026-13-01", "2026-00-10",
    "2026-02-29", "1900-02-29", "2026-04-31", "2026-03-32", "2026-03-00", "+026-03-14",
    "2026-0a-14", "２０２６-03-14", "2026-03-14T10:00", "tomorrow",
  ])
  func refusesAnythingElse(text: String) {
    #expect(TaskDay(text) == nil)
  }

  @Test func knowsLeapYears() {
    #expect(TaskDay(year: 2000, month: 2, day: 29) != nil)
    #expect(TaskDay(year: 2024, month: 2, day: 29) != nil)
    #expect(TaskDay(year: 2100, month: 2, day: 29) == nil)
    #expect(TaskDay(year: 2023, month: 2, day: 29) == nil)
  }

  @Test func comparesInCalendarOrder() throws {
    let days = ["2026-03-10", "2025-12-31", "2026-03-09", "2026-01-20"].compactMap { TaskDay($0) }
    #expect(
      days.sorted().map(\.description) == [
        "2025-12-31", "2026-01-20", "2026-03-09", "2026-03-10",
      ])
  }

  @Test func todayIsTheDayInTheTimeZoneGiven() throws {
    // 2026-03-14 23:30 UTC is already the 15th in Tokyo.
    let instant = try #require(
      ISO8601DateFormatter().date(from: "2026-03-14T23:30:00Z"))
    let utc = try #require(TimeZone(identifier: "UTC"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(TaskDay.today(now: instant, timeZone: utc).description == "2026-03-14")
    #expect(TaskDay.today(now: instant, timeZone: tokyo).description == "2026-03-15")
  }
}
