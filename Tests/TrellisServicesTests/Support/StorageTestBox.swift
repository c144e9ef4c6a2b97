import Foundation

/// A value shared between threads in a test, behind a lock.
final class StorageTestBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// Changes the value in one step.
  func update(_ change: (inout Value) -> Void) {
    lock.lock()
    change(&stored)
    lock.unlock()
  }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }
}
