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

  /// The ticks of `timeInterval`, rounded to the nearest.
  public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval)
    -> VirtualTimeIntervalUnit
  {
    let seconds: Double
    switch timeInterval {
    case .seconds(let value): seconds = Double(value)
    case .milliseconds(let value): seconds = Double(value) / 1_000
    case .microseconds(let value): seconds = Double(value) / 1_000_000
    case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
    case .never: return .max
    @unknown default: return .max
    }
    return VirtualTimeIntervalUnit((seconds / resolution).rounded())
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
