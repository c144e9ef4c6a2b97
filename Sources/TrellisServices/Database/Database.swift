import CSQLite
import Foundation
import TrellisRx

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's SQLite database: one file, opened in WAL mode with foreign keys on and a busy
/// timeout, safe to use from any thread, with a namespace per plugin.
///
/// ```swift
/// let database = try Database(app: "trellis-demo")  // $XDG_DATA_HOME/trellis-demo/database.sqlite
/// if let recovery = database.recovery { statusBar.show(recovery.message) }
///
/// let tasks = try database.namespace("tasks")
/// try tasks.migrate([
///   Migration(1, "CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)"),
///   Migration(2, "ALTER TABLE tasks_items ADD COLUMN done INTEGER NOT NULL DEFAULT 0"),
/// ])
/// try tasks.execute("INSERT INTO tasks_items (title) VALUES (?)", ["Water the plants"])
/// let open = try tasks.query("SELECT id, title FROM tasks_items WHERE done = ?", [false])
/// ```
///
/// - Threads: one writer connection and a small pool of readers. Writes (`execute`,
///   `transaction`) take an internal re-entrant lock, so they run one at a time on the
///   writer. A `transaction` holds the lock for its whole body: statements the body runs on
///   the same thread join it (its queries included), other threads' writes wait. Queries
///   outside a transaction run on a reader (`DatabaseOptions.maximumReaders`), which sees
///   the last committed state and never waits for the writer: a read stays quick while a
///   write waits for another process's lock. (A body must not wait for another thread that
///   writes to this database: that thread would wait for the body.)
/// - Other processes: they share the file through SQLite's locks. A write waits up to
///   `DatabaseOptions.busyTimeout` from when it was asked for — for this app's writes asked
///   before it and for another program's write lock, together — then fails with
///   `DatabaseError.busy`: a write asked behind others that wait does not wait its own
///   timeout again after theirs. `withWriter(askedAt:whenBusy:_:)` says when a write waits.
/// - A file that is not a SQLite database, is damaged, or cannot be opened is moved aside
///   (`<name>.corrupt-<timestamp>`, never deleted), a fresh database is made, and `recovery`
///   says what happened, for the app to show.
/// - Statements are prepared once and kept (up to `DatabaseOptions.statementCacheLimit`).
/// - Limits: a namespace's statements run within `DatabaseOptions.limits` — a time limit
///   per statement and per transaction, a quota of bytes, a largest value, one reader at a
///   time — so one plugin cannot stop the others (see `DatabaseLimits`).
///
/// `@unchecked Sendable`: `lock` (a `DatabaseLock`) guards `connection`; `readers` guards
/// itself; the rest is immutable.
public final class Database: @unchecked Sendable {
  /// The file name used under the app's data folder.
  public static let defaultFileName = "database.sqlite"

  /// The database file's path.
  public let path: String
  /// The options it was opened with.
  public let options: DatabaseOptions
  /// Set when opening found an unusable file, moved it aside and made a fresh database.
  public let recovery: DatabaseRecovery?
  /// Where the Rx conveniences (`database.rx…`) run by default: a serial queue of this
  /// database's own, off the main thread.
  public let scheduler: ImmediateSchedulerType

  let lock = DatabaseLock()
  private(set) var connection: DatabaseConnection?
  private let readers: DatabaseReaderPool

  /// The path of `app`'s database: `$XDG_DATA_HOME/<app>/database.sqlite`, or
  /// `~/.local/share/<app>/database.sqlite`.
  ///
  /// - Throws: `AppDirectoriesError` for an unusable app name or no home folder.
  package static func defaultPath(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    defaultPath(directories: try AppDirectories(app: app, environment: environment))
  }

  /// The path of the database in `directories`: `database.sqlite` in its data folder.
  package static func defaultPath(directories: AppDirectories) -> String {
    directories.dataDirectory.appendingPathComponent(defaultFileName).path
  }

  /// Opens (or creates) `app`'s database at `defaultPath(app:environment:)`.
  ///
  /// - Throws: `AppDirectoriesError`, or the `DatabaseError`s of `init(path:options:)`.
  package convenience init(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment,
    options: DatabaseOptions = DatabaseOptions()
  ) throws {
    try self.init(
      directories: AppDirectories(app: app, environment: environment), options: options)
  }

  /// Opens (or creates) the database at `defaultPath(directories:)`.
  ///
  /// - Throws: the `DatabaseError`s of `init(path:options:)`.
  package convenience init(
    directories: AppDirectories, options: DatabaseOptions = DatabaseOptions()
  ) throws {
    try self.init(path: Database.defaultPath(directories: directories), options: options)
  }

  /// Opens (or creates) the database at `path`, creating its folder (mode 0700) when
  /// missing.
  ///
  /// - Throws: `DatabaseError.folderNotWritable` when the folder cannot be created or
  ///   written; `.cannotOpen` when `path` is not a regular file, is read-only (it is left
  ///   alone), or is unusable and could not be moved aside; `.busy` when another process holds the file locked past the
  ///   busy timeout.
  public init(path: String, options: DatabaseOptions = DatabaseOptions()) throws {
    MainThreadIO.check("Database.open")
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    self.path = absolute
    self.options = options
    readers = DatabaseReaderPool(path: absolute, options: options)
    scheduler = SerialDispatchQueueScheduler(
      serialQueue: DispatchQueue(label: "trellis.database", qos: .userInitiated))
    let folder = (absolute as NSString).deletingLastPathComponent
    do {
      try FolderAccess.create(folder)
      try FolderAccess.checkWritable(folder)
    } catch let error as FolderAccessError {
      throw DatabaseError.folderNotWritable(path: error.path, reason: error.reason)
    }
    var info = stat()
    if lstat(absolute, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG,
      (info.st_mode & S_IFMT) != S_IFLNK
    {
      throw DatabaseError.cannotOpen(
        path: absolute, code: SQLITE_CANTOPEN, message: "it is not a regular file")
    }
    if access(absolute, R_OK) == 0, access(absolute, W_OK) != 0 {
      // Readable but write-protected: not damaged, so it stays where it is.
      throw DatabaseError.cannotOpen(
        path: absolute, code: SQLITE_READONLY, message: "the file is read-only")
    }
    var recovered: DatabaseRecovery?
    do {
      try Database.checkExistingFile(absolute)
      connection = try DatabaseConnection(path: absolute, options: options)
    } catch let error as DatabaseError {
      switch error {
      case .corrupt, .cannotOpen:
        let moved = try Database.moveAside(absolute, because: error)
        recovered = DatabaseRecovery(path: absolute, movedFiles: moved, reason: error)
        connection = try DatabaseConnection(path: absolute, options: options)
      default:
        throw error
      }
    }
    recovery = recovered
    // A write's wait for another program's lock does not count against its time limits.
    if let connection {
      connection.busyWait.whenPaused = { [deadline = connection.deadline, lock = self.lock] pause in
        deadline.postpone(by: pause)
        lock.postponeLease(by: pause)
      }
    }
  }

  /// Whether `close()` was called.
  public var isClosed: Bool {
    // Inside a hold taken away for its time limit, the connection is another thread's.
    (try? lock.withLock { connection?.isClosed ?? true }) ?? false
  }

  /// Closes the file. Later calls throw `DatabaseError.closed`; closing twice does nothing.
  public func close() {
    readers.close()
    try? lock.withLock {
      connection?.close()
      connection = nil
    }
  }

  /// Runs `sql` with `parameters` bound to its `?`s, in order. Text without parameters may
  /// hold several statements separated by `;` (a script), run one by one: wrap it in
  /// `transaction` to make it all or nothing.
  ///
  /// - Returns: the rows changed and the last inserted rowid.
  /// - Throws: `DatabaseError` (`.constraint`, `.busy`, `.statementFailed`,
  ///   `.parameterCount`…).
  @discardableResult
  public func execute(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> DatabaseWriteResult
  {
    try run(sql, parameters, namespace: nil, collect: false).write
  }

  /// Runs the query `sql` with `parameters` and returns its rows.
  ///
  /// - Throws: `DatabaseError`.
  public func query(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> [Row]
  {
    try run(sql, parameters, namespace: nil, collect: true).rows
  }

  /// Opens a namespace: a plugin's share of the database, whose tables are named
  /// `<name>_…` and whose migrations are its own. See `DatabaseNamespace`; a plugin's name
  /// is `DatabaseNamespace.name(forPluginID:)`.
  ///
  /// The first time a connection opens `name`, it records it in the file (table
  /// `trellis_namespaces`), in a short transaction.
  ///
  /// - Throws: `DatabaseError.invalidNamespace` unless `name` is 1–64 lowercase letters and
  ///   digits in parts joined by single `_`, starting with a letter, with a first part other
  ///   than `sqlite` or `trellis` (reserved); and when a namespace already in the file would
  ///   share its tables (`repo` and `repo_search`). `DatabaseError` when the record cannot
  ///   be written (`.busy`…).
  public func namespace(_ name: String) throws -> DatabaseNamespace {
    try DatabaseNamespace.validate(name)
    try DatabaseNamespaceRegistry.register(name, in: self)
    return DatabaseNamespace(name: name, database: self)
  }

  /// How many readers run a query now.
  var readersInUse: Int {
    readers.inUse
  }

  /// Whether the file has a table named `name` (a read: it never waits for a writer).
  func hasTable(_ name: String) throws -> Bool {
    try !query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [name]).isEmpty
  }

  /// Runs a statement: a query outside a transaction on a reader, anything else (or a
  /// query that turns out to write) on the writer under the lock.
  func run(
    _ sql: String, _ parameters: [(any DatabaseValueConvertible)?], namespace: String?,
    collect: Bool
  ) throws -> (rows: [Row], write: DatabaseWriteResult) {
    if collect {
      MainThreadIO.check("Database.query")
    } else {
      MainThreadIO.check("Database.execute")
    }
    let values = parameters.map { $0?.databaseValue ?? .null }
    // Inside a transaction taken away for its time limit, nothing runs.
    try mappingLockErrors { try lock.checkNotRevoked() }
    if collect, !lock.isHeldByCurrentThread {
      do {
        return try readers.withReader(for: namespace) { reader in
          try reader.run(sql, values, namespace: namespace, collect: true)
        }
      } catch is DatabaseConnection.NeedsWriter {
        // Not a plain read: the writer runs it below.
      }
    }
    return try withConnection { connection in
      try connection.run(sql, values, namespace: namespace, collect: collect)
    }
  }

  /// Checks an existing file before SQLite reads it as a database: it must be readable and
  /// start with SQLite's header. (Once SQLite has read a file that is not a database,
  /// closing it deletes the `-wal` file, which may hold the last transactions: a file with
  /// a wrong header is moved aside, with its companions, before SQLite touches it.)
  private static func checkExistingFile(_ path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    guard access(path, R_OK) == 0 else {
      throw DatabaseError.cannotOpen(
        path: path, code: SQLITE_CANTOPEN, message: String(cString: strerror(errno)))
    }
    guard let header = DatabaseConnection.fileHeader(path, count: 16) else { return }
    if !header.isEmpty, header != Data("SQLite format 3\u{0}".utf8) {
      throw DatabaseError.corrupt(
        path: path, code: SQLITE_NOTADB, message: "file is not a database")
    }
  }

  /// Renames `path` and its `-wal`, `-shm` and `-journal` companions aside (a stale log
  /// must not be replayed into the fresh file).
  private static func moveAside(_ path: String, because error: DatabaseError) throws -> [String] {
    var label = "unreadable"
    if case .corrupt = error { label = "corrupt" }
    var files: [String] = []
    do {
      let moved = try FileAside.move(path, label: label)
      files.append(moved)
      for suffix in ["-wal", "-shm", "-journal"]
      where FileManager.default.fileExists(atPath: path + suffix) {
        guard rename(path + suffix, moved + suffix) == 0 else {
          throw FileAsideError(path: path + suffix, reason: String(cString: strerror(errno)))
        }
        files.append(moved + suffix)
      }
    } catch let failure as FileAsideError {
      throw DatabaseError.cannotOpen(
        path: path, code: error.code ?? SQLITE_CANTOPEN,
        message: "\(error.summary) Moving \(failure.path) aside failed: \(failure.reason)")
    }
    return files
  }
}
