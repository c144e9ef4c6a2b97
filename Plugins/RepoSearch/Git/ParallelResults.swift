import Synchronization
import Trellis

/// The results of work run on several threads at once, one slot each, read when all are
/// done.
final class ParallelResults<Value>: @unchecked Sendable {  // `slots` guarded by its Mutex.
  private let slots: Mutex<[Result<Value, Error>?]>

  /// Room for `count` results.
  init(count: Int) {
    slots = Mutex(Array(repeating: nil, count: count))
  }

  /// Runs `work` and keeps its value or error in slot `index`.
  func set(_ index: Int, _ work: () throws -> Value) {
    let result = Result { try work() }
    slots.criticalSection { $0[index] = result }
  }

  /// The values in slot order; the first error, if any slot failed.
  func values() throws -> [Value] {
    try slots.criticalSection { slots in
      try slots.map { slot in
        guard let slot else { throw GitError(.other, action: "read the status", path: "") }
        return try slot.get()
      }
    }
  }
}
