import Foundation

/// One result row of `query`: the column names and their values, with typed access.
///
/// ```swift
/// for row in try database.query("SELECT id, title, due, done FROM tasks_items") {
///   let id = try row.int("id")
///   let title = try row.string("title")
///   let due: Date? = try row.get("due")    // NULL reads as nil
///   let done = try row.bool("done")
/// }
/// ```
///
/// Column names match exactly first, then ignoring case (as SQLite does). A missing column,
/// a `NULL` read as a non-optional type, or a value of another storage class throws a
/// `DatabaseError` naming the column.
public struct Row: Sendable, Equatable, CustomStringConvertible {
  /// The column names, in the order of the `SELECT`.
  public let columns: [String]
  /// The values, one per column.
  public let values: [DatabaseValue]

  /// A row of `values` under `columns` (the two must be of equal length).
  public init(columns: [String], values: [DatabaseValue]) {
    precondition(columns.count == values.count, "a Row needs one value per column")
    self.columns = columns
    self.values = values
  }

  /// The value at `index`, or `NULL` when there is no such column.
  public subscript(_ index: Int) -> DatabaseValue {
    values.indices.contains(index) ? values[index] : .null
  }

  /// The value of `column`, or `NULL` when there is no such column.
  public subscript(_ column: String) -> DatabaseValue {
    index(of: column).map { values[$0] } ?? .null
  }

  /// Whether the row has `column`.
  public func contains(_ column: String) -> Bool {
    index(of: column) != nil
  }

  /// The value of `column` as `T`; ask for an optional type to read `NULL` as `nil`.
  ///
  /// - Throws: `DatabaseError.noSuchColumn`, `.unexpectedNull` or `.typeMismatch`.
  public func get<T: DatabaseValueConvertible>(_ column: String, as type: T.Type = T.self)
    throws -> T
  {
    guard let index = index(of: column) else {
      throw DatabaseError.noSuchColumn(column: column, available: columns)
    }
    let value = values[index]
    if let converted = T.fromDatabaseValue(value) { return converted }
    if value == .null {
      throw DatabaseError.unexpectedNull(column: column, expected: String(describing: T.self))
    }
    throw DatabaseError.typeMismatch(
      column: column, expected: String(describing: T.self), found: value.storageClass)
  }

  /// The value of `column` as an `Int`.
  public func int(_ column: String) throws -> Int { try get(column) }

  /// The value of `column` as an `Int64`.
  public func int64(_ column: String) throws -> Int64 { try get(column) }

  /// The value of `column` as a `Double`.
  public func double(_ column: String) throws -> Double { try get(column) }

  /// The value of `column` as a `String`.
  public func string(_ column: String) throws -> String { try get(column) }

  /// The value of `column` as `Data`.
  public func data(_ column: String) throws -> Data { try get(column) }

  /// The value of `column` as a `Bool` (an integer, 0 being false).
  public func bool(_ column: String) throws -> Bool { try get(column) }

  /// Whether `column` is `NULL`.
  ///
  /// - Throws: `DatabaseError.noSuchColumn`.
  public func isNull(_ column: String) throws -> Bool {
    guard let index = index(of: column) else {
      throw DatabaseError.noSuchColumn(column: column, available: columns)
    }
    return values[index] == .null
  }

  /// `[name: value, …]` in column order.
  public var description: String {
    "[" + zip(columns, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }

  /// The position of `column`: an exact match, else a case-insensitive one.
  func index(of column: String) -> Int? {
    if let exact = columns.firstIndex(of: column) { return exact }
    let lowered = column.lowercased()
    return columns.firstIndex { $0.lowercased() == lowered }
  }
}
