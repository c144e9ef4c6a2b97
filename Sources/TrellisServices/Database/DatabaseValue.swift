import Foundation

/// One SQLite value: what a column holds in a row, or what a `?` parameter is bound to.
public enum DatabaseValue: Sendable, Hashable, CustomStringConvertible {
  /// SQL `NULL`.
  case null
  /// A 64-bit integer (SQLite's `INTEGER` storage class).
  case integer(Int64)
  /// A double (SQLite's `REAL` storage class).
  case real(Double)
  /// UTF-8 text (SQLite's `TEXT` storage class).
  case text(String)
  /// Bytes (SQLite's `BLOB` storage class).
  case blob(Data)

  /// The storage class's name, as used in error messages: `NULL`, `INTEGER`, `REAL`,
  /// `TEXT` or `BLOB`.
  public var storageClass: String {
    switch self {
    case .null: return "NULL"
    case .integer: return "INTEGER"
    case .real: return "REAL"
    case .text: return "TEXT"
    case .blob: return "BLOB"
    }
  }

  /// Whether this is `NULL`.
  public var isNull: Bool {
    self == .null
  }

  /// The value as SQL would show it; a blob shows only its size.
  public var description: String {
    switch self {
    case .null: return "NULL"
    case .integer(let value): return String(value)
    case .real(let value): return String(value)
    case .text(let value): return "'\(value.replacingOccurrences(of: "'", with: "''"))'"
    case .blob(let value): return "<\(value.count) bytes>"
    }
  }
}

extension DatabaseValue: DatabaseValueConvertible {
  /// The value itself.
  public var databaseValue: DatabaseValue {
    self
  }

  /// The value itself: every value converts.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? {
    value
  }
}
