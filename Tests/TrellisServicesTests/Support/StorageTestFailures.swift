import Foundation

/// Errors collected from several threads.
///
/// `@unchecked Sendable`: `lock` (an `NSLock`) guards `errors`.
final class StorageTestFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [Error] = []

  func record(_ error: Error) {
    lock.lock()
    errors.append(error)
    lock.unlock()
  }

  var all: [Error] {
    lock.lock()
    defer { lock.unlock() }
    return errors
  }
}
