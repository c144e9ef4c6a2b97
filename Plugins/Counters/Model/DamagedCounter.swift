/// A stored row that does not read as a counter (its value is text, its id is not a UUID…).
/// The list shows it as damaged, after the counters, and never writes or deletes it: the
/// others stay usable, and the row stays in the file for the user to fix.
public struct DamagedCounter: Hashable, Sendable {
  /// Its place among the stored rows, from 0.
  public let position: Int
  /// What is wrong with it ("its id is not a UUID").
  public let reason: String

  /// The row at `position`, damaged for `reason`.
  public init(position: Int, reason: String) {
    self.position = position
    self.reason = reason
  }

  /// What its row in the list says.
  public var message: String {
    "Stored counter \(position + 1) is damaged (\(reason)); it is left as it is in the "
      + "counters_items table."
  }
}
