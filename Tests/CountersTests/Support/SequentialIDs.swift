import Foundation
import Synchronization
import Trellis

/// Predictable counter ids: `00000000-0000-0000-0000-000000000001`, `…02`, … (thread-safe, so
/// a plugin can hold it).
final class SequentialIDs: Sendable {
  private let last: Mutex<Int>

  /// Ids numbered from `start + 1` (from 1 by default).
  init(startingAfter start: Int = 0) {
    last = Mutex(start)
  }

  /// The id numbered `number`.
  static func id(_ number: Int) -> UUID {
    let hex = String(number, radix: 16)
    let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
    return UUID(uuidString: text) ?? UUID()
  }

  /// The next id.
  func next() -> UUID {
    Self.id(
      last.criticalSection { value in
        value += 1
        return value
      })
  }
}
