import Dispatch
import Foundation

/// A span of time for schedulers and time-based operators: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time, as schedulers report it through `now`.
public typealias RxTime = Date

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinite).
  @usableFromInline
  var convertToSecondsInterval: TimeInterval {
    switch self {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1_000
    case .microseconds(let value): return TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: fatalError("Unsupported DispatchTimeInterval")
    }
  }

  /// The interval in nanoseconds, saturating (`.never` is `Int.max`).
  @usableFromInline
  var nanoseconds: Int {
    switch self {
    case .seconds(let value): return saturatingMultiply(value, 1_000_000_000)
    case .milliseconds(let value): return saturatingMultiply(value, 1_000_000)
    case .microseconds(let value): return saturatingMultiply(value, 1_000)
    case .nanoseconds(let value): return value
    case .never: return .max
    @unknown default: fatalError("Unsupported DispatchTimeInterval")
    }
  }

  /// Whether the interval is zero or negative.
  @usableFromInline
  var isNow: Bool {
    nanoseconds <= 0
  }

  /// This interval minus the time between two dates.
  @usableFromInline
  func reduced(bySpanBetween earlier: Date, and later: Date) -> DispatchTimeInterval {
    .nanoseconds(nanoseconds - Int((later.timeIntervalSince(earlier) * 1_000_000_000).rounded()))
  }
}

/// `value * factor`, clamped to `Int.min...Int.max`.
@usableFromInline
func saturatingMultiply(_ value: Int, _ factor: Int) -> Int {
  let (result, overflow) = value.multipliedReportingOverflow(by: factor)
  if overflow { return (value < 0) != (factor < 0) ? .min : .max }
  return result
}

extension Date {
  /// This date plus a dispatch interval.
  @usableFromInline
  func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
    addingTimeInterval(interval.convertToSecondsInterval)
  }
}
