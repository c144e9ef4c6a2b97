import Foundation

/// Virtual time as real dates and intervals as seconds, for `HistoricalScheduler`.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
  /// Virtual time is a date.
  public typealias VirtualTimeUnit = RxTime
  /// Virtual intervals are seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// The date itself.
  public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
  /// The date itself.
  public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
  /// The interval itself.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  { virtualTimeInterval }
  /// The interval itself.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval)
    -> VirtualTimeIntervalUnit
  { timeInterval }
  /// The date moved by `offset` seconds.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  { time.addingTimeInterval(offset) }
  /// Orders two dates.
  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
  {
    switch lhs.compare(rhs) {
    case .orderedAscending: return .lessThan
    case .orderedSame: return .equal
    case .orderedDescending: return .greaterThan
    }
  }
}
