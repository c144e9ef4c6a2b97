/// A counter that was deleted, with the place it had, so that undo can put it back where it
/// was, with the value it had.
public struct RemovedCounter: Hashable, Sendable {
  /// The counter as it was when deleted.
  public let counter: Counter
  /// Its index in the list when deleted.
  public let index: Int

  /// A record of `counter`, deleted from `index`.
  public init(counter: Counter, index: Int) {
    self.counter = counter
    self.index = index
  }
}
