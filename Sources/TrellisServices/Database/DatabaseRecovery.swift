/// What opening did with an unusable file: it was moved aside (never deleted) and a fresh
/// database was made in its place. Show `message` to the user.
public struct DatabaseRecovery: Sendable, Equatable, CustomStringConvertible {
  /// The database's path (now a fresh, empty database).
  public let path: String
  /// Where the old file went (`<path>.corrupt-<timestamp>`), then any `-wal` and `-shm`
  /// files that went with it.
  public let movedFiles: [String]
  /// Why the old file could not be used.
  public let reason: DatabaseError

  /// A sentence for the user: what was wrong, where the old file is, that a fresh one
  /// was made, and how to get back what the old file still holds.
  public var message: String {
    let aside = movedFiles.first ?? path
    return "The database \(path) could not be used (\(reason.summary)) It was moved to "
      + "\(aside) and a new, empty database was created. The old data is still in that "
      + "file: to get back what can be read, quit the app and run "
      + "sqlite3 \(aside) .recover | sqlite3 \(path).recovered, then check it before using it."
  }

  /// The same as `message`.
  public var description: String {
    message
  }
}
