import Foundation
import TrellisServices

/// Another program's hold on a database: a connection of its own that takes the write lock
/// and keeps it for a while, as a second app saving a big change would.
enum LockHolder {
  /// Takes the write lock of the database at `path` for `seconds` on a thread of its own;
  /// returns once the lock is held, with a semaphore signalled when it is let go.
  static func hold(_ path: String, seconds: Double) throws -> DispatchSemaphore {
    let holder = try Database(path: path)
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? holder.transaction {
        locked.signal()
        Thread.sleep(forTimeInterval: seconds)
      }
      holder.close()
      released.signal()
    }
    locked.wait()
    return released
  }

  /// Takes the write lock of the database at `path` until `letGo` is signalled (or
  /// `atMost` seconds pass); returns once the lock is held, with a semaphore signalled when
  /// it is let go.
  static func hold(_ path: String, until letGo: DispatchSemaphore, atMost: Double = 10) throws
    -> DispatchSemaphore
  {
    let holder = try Database(path: path)
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? holder.transaction {
        locked.signal()
        _ = letGo.wait(timeout: .now() + atMost)
      }
      holder.close()
      released.signal()
    }
    locked.wait()
    return released
  }
}
