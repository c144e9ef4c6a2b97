import Foundation

/// A value shared between threads in tests, guarded by an `NSLock`.
///
/// `NSLock` is pthread based, so the thread sanitizer sees its ordering; a
/// `Synchronization.Mutex` waits with raw futex calls on Linux, which the sanitizer does
/// not see, so accesses it guards would be reported as races.
final class ThreadSafeValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// The current value.
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// Runs `body` with exclusive access to the value.
  @discardableResult
  func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&stored)
  }
}
