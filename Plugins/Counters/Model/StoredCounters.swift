/// What ``CounterStore/loadAll()`` reads: the counters, in their order, and the rows that do
/// not read as counters.
public struct StoredCounters: Equatable, Sendable {
  /// The counters, by position.
  public var counters: [Counter]
  /// The damaged rows, by position; saves leave them alone.
  public var damaged: [DamagedCounter]

  /// `counters`, and `damaged` rows (none by default).
  public init(counters: [Counter], damaged: [DamagedCounter] = []) {
    self.counters = counters
    self.damaged = damaged
  }
}
