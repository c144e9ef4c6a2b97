import Foundation

/// The reading connections of a `Database`: up to `DatabaseOptions.maximumReaders`, opened
/// when first needed and kept. In WAL mode a reader sees the last committed state and never
/// waits for the writer, so a query runs at once even while a write waits for another
/// process's lock. A query that finds every reader busy waits for the first one free.
///
/// `@unchecked Sendable`: `condition` (an `NSCondition`) guards `idle`, `opened` and
/// `isClosed`; a connection taken out of `idle` belongs to one thread until it is put back.
final class DatabaseReaderPool: @unchecked Sendable {
  private let path: String
  private let options: DatabaseOptions
  private let condition = NSCondition()
  private var idle: [DatabaseConnection] = []
  private var opened = 0
  private var isClosed = false

  /// A pool for the file at `path` (already opened and set up by the writer).
  init(path: String, options: DatabaseOptions) {
    self.path = path
    self.options = options
  }

  /// Runs `body` with a reader of its own: an idle one, a new one while fewer than the
  /// maximum are open, else the first one put back.
  ///
  /// - Throws: `DatabaseError.closed` once the pool is closed; the `DatabaseError` of
  ///   opening a reader; what `body` throws.
  func withReader<Result>(_ body: (DatabaseConnection) throws -> Result) throws -> Result {
    let reader = try take()
    defer { putBack(reader) }
    return try body(reader)
  }

  /// Closes the idle readers; those in use close when put back. Later calls throw
  /// `DatabaseError.closed`.
  func close() {
    condition.lock()
    isClosed = true
    let closing = idle
    idle = []
    condition.broadcast()
    condition.unlock()
    for reader in closing { reader.close() }
  }

  private func take() throws -> DatabaseConnection {
    condition.lock()
    while true {
      if isClosed {
        condition.unlock()
        throw DatabaseError.closed(path: path)
      }
      if let reader = idle.popLast() {
        condition.unlock()
        return reader
      }
      if opened < max(1, options.maximumReaders) {
        opened += 1
        condition.unlock()
        do {
          return try DatabaseConnection(path: path, options: options, isReader: true)
        } catch {
          condition.lock()
          opened -= 1
          condition.signal()
          condition.unlock()
          throw error
        }
      }
      condition.wait()
    }
  }

  private func putBack(_ reader: DatabaseConnection) {
    condition.lock()
    guard !isClosed else {
      opened -= 1
      condition.unlock()
      reader.close()
      return
    }
    idle.append(reader)
    condition.signal()
    condition.unlock()
  }
}
