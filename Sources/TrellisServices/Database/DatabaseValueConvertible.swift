import Foundation

/// A Swift type that can be bound to a `?` parameter and read from a column.
///
/// `Int`, `Int64`, `Double`, `String`, `Data`, `Bool`, `Date` (seconds since 1970 as a
/// `REAL`), `DatabaseValue` and optionals of these conform. Reading is strict about the
/// storage class, with SQLite's own affinities allowed: an `INTEGER` reads as a `Double`, a
/// `REAL` with no fraction reads as an `Int`, `TEXT` reads as `Data` (its UTF-8 bytes).
public protocol DatabaseValueConvertible {
  /// The value to bind.
  var databaseValue: DatabaseValue { get }

  /// The Swift value for `value`, or `nil` when its storage class does not fit this type
  /// (`NULL` fits only optionals).
  static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
}

extension Int64: DatabaseValueConvertible {
  /// An `INTEGER`.
  public var databaseValue: DatabaseValue { .integer(self) }

  /// An `INTEGER`, or a `REAL` with no fractional part that fits.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
    switch value {
    case .integer(let integer): return integer
    case .real(let real): return Int64(exactly: real)
    default: return nil
    }
  }
}

extension Int: DatabaseValueConvertible {
  /// An `INTEGER`.
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }

  /// An `INTEGER` (or integral `REAL`) that fits an `Int`.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
    Int64.fromDatabaseValue(value).flatMap { Int(exactly: $0) }
  }
}

extension Double: DatabaseValueConvertible {
  /// A `REAL`.
  public var databaseValue: DatabaseValue { .real(self) }

  /// A `REAL` or an `INTEGER`.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
    switch value {
    case .real(let real): return real
    case .integer(let integer): return Double(integer)
    default: return nil
    }
  }
}

extension String: DatabaseValueConvertible {
  /// `TEXT`.
  public var databaseValue: DatabaseValue { .text(self) }

  /// `TEXT` only.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }
}

extension Data: DatabaseValueConvertible {
  /// A `BLOB` (an empty `Data` is an empty blob, not `NULL`).
  public var databaseValue: DatabaseValue { .blob(self) }

  /// A `BLOB`, or the UTF-8 bytes of `TEXT`.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Data? {
    switch value {
    case .blob(let data): return data
    case .text(let text): return Data(text.utf8)
    default: return nil
    }
  }
}

extension Bool: DatabaseValueConvertible {
  /// `INTEGER` 1 or 0.
  public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

  /// An `INTEGER`: 0 is false, anything else true.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
    if case .integer(let integer) = value { return integer != 0 }
    return nil
  }
}

extension Date: DatabaseValueConvertible {
  /// A `REAL`: seconds since 1970-01-01 00:00 UTC.
  public var databaseValue: DatabaseValue { .real(timeIntervalSince1970) }

  /// A `REAL` or `INTEGER` count of seconds since 1970.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Date? {
    Double.fromDatabaseValue(value).map { Date(timeIntervalSince1970: $0) }
  }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  /// `NULL` for `nil`, else the wrapped value's.
  public var databaseValue: DatabaseValue {
    switch self {
    case .none: return .null
    case .some(let wrapped): return wrapped.databaseValue
    }
  }

  /// `nil` for `NULL`; otherwise the wrapped type's conversion (which may fail).
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
    if value == .null { return .some(nil) }
    return Wrapped.fromDatabaseValue(value).map { .some($0) }
  }
}
