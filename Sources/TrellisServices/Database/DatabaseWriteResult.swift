/// What a statement run with `execute` changed.
public struct DatabaseWriteResult: Sendable, Equatable {
  /// The rows inserted, updated or deleted by the statement (the last one, for a script).
  public let changes: Int
  /// The rowid of the most recent successful `INSERT` on this connection.
  public let lastInsertRowID: Int64

  /// A result of `changes` rows and `lastInsertRowID`.
  public init(changes: Int, lastInsertRowID: Int64) {
    self.changes = changes
    self.lastInsertRowID = lastInsertRowID
  }
}
