import Foundation

/// Converts between a virtual clock's units and real dates and intervals.
public protocol VirtualTimeConverterType {
  /// The virtual clock's time unit.
  associatedtype VirtualTimeUnit
  /// The virtual clock's interval unit.
  associatedtype VirtualTimeIntervalUnit

  /// The real date of a virtual time.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  /// The virtual time of a real date.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  /// The real interval of a virtual interval.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  /// The virtual interval of a real interval in seconds (as in RxSwift, a `TimeInterval`).
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  /// A virtual time plus a virtual interval.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  /// Orders two virtual times.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison {
  /// The left time is earlier.
  case lessThan
  /// The times are equal.
  case equal
  /// The left time is later.
  case greaterThan
}

extension VirtualTimeComparison {
  var lessThen: Bool { self == .lessThan }
  var greaterThan: Bool { self == .greaterThan }
  var equal: Bool { self == .equal }
}
