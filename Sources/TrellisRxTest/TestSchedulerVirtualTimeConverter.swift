import Foundation

/// Converts a `TestScheduler`'s integer ticks to dates and intervals: one tick is
/// `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
  /// Virtual time is a tick count.
  public typealias VirtualTimeUnit = Int
  /// Virtual intervals are tick counts.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date of tick `virtualTime`, counted from the epoch.
  public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// The tick of `time`, rounded to the nearest.
  public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
    VirtualTimeIntervalUnit((time.timeIntervalSince1970 / resolution).rounded())
  }

  /// The seconds of `virtualTimeInterval` ticks.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// The ticks of `timeInterval` seconds, rounded to the nearest; an infinite or too
  /// large interval is `Int.max` ticks (never), a too negative one `Int.min`.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval)
    -> VirtualTimeIntervalUnit
  {
    let ticks = (timeInterval / resolution).rounded()
    guard ticks < Double(VirtualTimeIntervalUnit.max) else { return .max }
    guard ticks > Double(VirtualTimeIntervalUnit.min) else { return .min }
    return VirtualTimeIntervalUnit(ticks)
  }

  /// `time + offset`.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  {
    time + offset
  }

  /// Orders two tick counts.
  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
  {
    lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
  }
}
