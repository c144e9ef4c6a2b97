import Foundation

/// A value shared between a test and the threads it starts.
///
/// `@unchecked Sendable`: `lock` (an `NSLock`) guards `stored`. An `NSLock` rather than a
/// `Mutex`: it is pthread based, so the thread sanitizer sees its ordering, while a
/// `Mutex` waits with raw futex calls on Linux and TrellisTerminal's sanitizer-aware
/// `criticalSection` is internal to that module.
final class Guarded<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func set(_ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    stored = value
  }
}
