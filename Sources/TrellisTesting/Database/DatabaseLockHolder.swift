import Foundation
import TrellisServices

/// Another connection's hold on a database's write lock, in this process: a connection of
/// its own that takes the lock in a transaction on a thread of its own and keeps it, as a
/// second app saving a big change would. (``DatabaseLockProcess`` holds it from another
/// process, through the `sqlite3` command.)
///
/// ```swift
/// let letGo = DispatchSemaphore(value: 0)
/// let released = try DatabaseLockHolder.hold(path, until: letGo)  // the lock is held
/// …                                                                // a write that waits
/// letGo.signal()
/// released.wait()                                                  // the lock is free
/// ```
public enum DatabaseLockHolder {
  /// Takes the write lock of the database at `path` for `seconds`; returns once the lock
  /// is held, with a semaphore signalled when it is let go.
  public static func hold(_ path: String, seconds: Double) throws -> DispatchSemaphore {
    try hold(path) { Thread.sleep(forTimeInterval: seconds) }
  }

  /// Takes the write lock of the database at `path` until `letGo` is signalled (or
  /// `atMost` seconds pass); returns once the lock is held, with a semaphore signalled when
  /// it is let go.
  public static func hold(_ path: String, until letGo: DispatchSemaphore, atMost: Double = 10)
    throws -> DispatchSemaphore
  {
    try hold(path) { _ = letGo.wait(timeout: .now() + atMost) }
  }

  /// Holds the lock while `keep` runs.
  private static func hold(_ path: String, while keep: @escaping @Sendable () -> Void) throws
    -> DispatchSemaphore
  {
    let holder = try Database(path: path)
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? holder.transaction {
        locked.signal()
        keep()
      }
      holder.close()
      released.signal()
    }
    locked.wait()
    return released
  }
}
