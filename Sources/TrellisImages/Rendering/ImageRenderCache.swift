/// A small least-recently-used store of renderings, keyed by what was asked for.
struct ImageRenderCache<Key: Hashable, Value> {
  /// How many renderings are kept; the least recently used goes first.
  let capacity: Int
  private var entries: [Key: Value] = [:]
  private var order: [Key] = []

  /// An empty cache keeping at most `capacity` entries (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The value stored for `key`, now the most recently used; nil if none.
  mutating func value(for key: Key) -> Value? {
    guard let value = entries[key] else { return nil }
    touch(key)
    return value
  }

  /// Stores `value` for `key`, dropping the least recently used entry when full.
  mutating func store(_ value: Value, for key: Key) {
    if entries.updateValue(value, forKey: key) == nil, entries.count > capacity,
      let oldest = order.first
    {
      entries[oldest] = nil
      order.removeFirst()
    }
    touch(key)
  }

  /// The number of entries.
  var count: Int { entries.count }

  private mutating func touch(_ key: Key) {
    order.removeAll { $0 == key }
    order.append(key)
  }
}
