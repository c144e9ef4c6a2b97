import Foundation

/// The reading connections of a `Database`: up to `DatabaseOptions.maximumReaders`, opened
/// when first needed and kept. In WAL mode a reader sees the last committed state and never
/// waits for the writer, so a query runs at once even while a write waits for another
/// process's lock. A query that finds every reader busy waits for the first one free.
///
/// A namespace holds at most `DatabaseLimits.readersPerNamespace` readers at once: its
/// further queries wait for its own to come back, so its long queries cannot take the whole
/// pool and the other namespaces' queries still find a reader.
///
/// `@unchecked Sendable`: `condition` (an `NSCondition`) guards `idle`, `opened`,
/// `isClosed` and `held`; a connection taken out of `idle` belongs to one thread until it
/// is put back.
final class DatabaseReaderPool: @unchecked Sendable {
  private let path: String
  private let options: DatabaseOptions
  private let condition = NSCondition()
  private var idle: [DatabaseConnection] = []
  private var opened = 0
  private var isClosed = false
  /// How many readers each namespace holds now.
  private var held: [String: Int] = [:]

  /// A pool for the file at `path` (already opened and set up by the writer).
  init(path: String, options: DatabaseOptions) {
    self.path = path
    self.options = options
  }

  /// Runs `body` with a reader of its own: an idle one, a new one while fewer than the
  /// maximum are open, else the first one put back. For a `namespace` that holds its share
  /// of readers already, it first waits for one of them to come back.
  ///
  /// - Throws: `DatabaseError.closed` once the pool is closed; the `DatabaseError` of
  ///   opening a reader; what `body` throws.
  func withReader<Result>(for namespace: String?, _ body: (DatabaseConnection) throws -> Result)
    throws -> Result
  {
    let reader = try take(for: namespace)
    defer { putBack(reader, for: namespace) }
    return try body(reader)
  }

  /// How many readers are in use now (for tests and diagnostics).
  var inUse: Int {
    condition.lock()
    defer { condition.unlock() }
    return opened - idle.count
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

  private func take(for namespace: String?) throws -> DatabaseConnection {
    let share = max(1, options.limits.readersPerNamespace)
    condition.lock()
    while true {
      if isClosed {
        condition.unlock()
        throw DatabaseError.closed(path: path)
      }
      if let namespace, held[namespace, default: 0] >= share {
        condition.wait()
        continue
      }
      if let reader = idle.popLast() {
        if let namespace { held[namespace, default: 0] += 1 }
        condition.unlock()
        return reader
      }
      if opened < max(1, options.maximumReaders) {
        opened += 1
        if let namespace { held[namespace, default: 0] += 1 }
        condition.unlock()
        do {
          return try DatabaseConnection(path: path, options: options, isReader: true)
        } catch {
          condition.lock()
          opened -= 1
          if let namespace { held[namespace, default: 0] -= 1 }
          condition.broadcast()
          condition.unlock()
          throw error
        }
      }
      condition.wait()
    }
  }

  private func putBack(_ reader: DatabaseConnection, for namespace: String?) {
    condition.lock()
    if let namespace {
      let count = held[namespace, default: 0] - 1
      held[namespace] = count > 0 ? count : nil
    }
    // Broadcast: the one waiting for this namespace's reader may not be the first in line.
    condition.broadcast()
    guard !isClosed else {
      opened -= 1
      condition.unlock()
      reader.close()
      return
    }
    idle.append(reader)
    condition.unlock()
  }
}
