import Foundation

/// One counter: an identity that never changes and the number it shows.
///
/// The seed writes a counter as the tuple `(id: UUID, value: Int)`; a struct says the same
/// and can be compared in tests. It is also what a cell reports when its value changes:
/// "counter `id` is now `value`".
public struct Counter: Hashable, Sendable, CustomStringConvertible {
  /// The counter's identity, kept across restarts.
  public let id: UUID
  /// The number it shows.
  public var value: Int

  /// A counter `id` showing `value` (0 by default).
  public init(id: UUID, value: Int = 0) {
    self.id = id
    self.value = value
  }

  /// `"…<last 4 hex digits of the id>=<value>"`, short enough for test failure messages.
  public var description: String {
    "…\(id.uuidString.suffix(4))=\(value)"
  }
}
