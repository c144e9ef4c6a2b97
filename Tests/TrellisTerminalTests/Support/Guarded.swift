import Synchronization

/// A value shared between a test and the threads it starts.
final class Guarded<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  init(_ value: Value) {
    storage = Mutex(value)
  }

  var value: Value { storage.withLock { $0 } }

  func set(_ value: Value) {
    storage.withLock { $0 = value }
  }
}
