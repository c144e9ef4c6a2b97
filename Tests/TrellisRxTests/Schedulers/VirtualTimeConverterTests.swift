import Foundation
import Testing
import TrellisRx
import TrellisRxTest

/// A converter written against RxSwift's protocol: virtual time counts tens of seconds, and
/// the interval requirement takes seconds as a `TimeInterval`.
private struct TensOfSecondsConverter: VirtualTimeConverterType {
  typealias VirtualTimeUnit = Int
  typealias VirtualTimeIntervalUnit = Int

  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10)
  }
  func convertToVirtualTime(_ time: RxTime) -> Int {
    Int(time.timeIntervalSince1970 / 10)
  }
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval) * 10
  }
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Int(timeInterval / 10)
  }
  func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    time + offset
  }
  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
  }
}

@Suite struct VirtualTimeConverterTests {
  @Test func aSchedulerRunsOnAConverterWrittenToRxSwiftsProtocol() {
    let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TensOfSecondsConverter())
    var log: [String] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
      log.append("relative at \(scheduler.clock)")
      return Disposables.create()
    }
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in
      log.append("virtual at \(scheduler.clock)")
      return Disposables.create()
    }
    scheduler.start()
    #expect(log == ["virtual at 1", "relative at 3"])
    #expect(scheduler.now == Date(timeIntervalSince1970: 30))
  }

  @Test func historicalConverterTakesSecondsAsTheyAre() {
    let converter = HistoricalSchedulerTimeConverter()
    #expect(converter.convertToVirtualTimeInterval(2.5) == 2.5)
    #expect(converter.convertFromVirtualTimeInterval(4) == 4)
  }
}
