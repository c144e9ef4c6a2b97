import Synchronization
import TrellisRx

/// Decoded pictures kept in memory, least recently used first out, bounded by the bytes
/// they hold (their pixels and their renderings).
///
/// Thread-safe: its state is guarded by its own `Mutex`.
final class MemoryImageCache<Key: Hashable & Sendable>: Sendable {
  /// The most bytes kept; a picture bigger than this is not kept at all.
  let capacity: Int

  private struct Entry {
    var image: TerminalImage
    var cost: Int
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  private let state = Mutex(State())

  /// An empty cache holding at most `capacity` bytes.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// The picture kept for `key`, now the most recently used; nil if none.
  func image(for key: Key) -> TerminalImage? {
    state.criticalSection { state in
      guard var entry = state.entries[key] else { return nil }
      state.clock += 1
      entry.lastUse = state.clock
      state.entries[key] = entry
      return entry.image
    }
  }

  /// Keeps `image`, which holds `cost` bytes, for `key`, then drops the least recently
  /// used pictures until the cache is within its capacity again.
  func store(_ image: TerminalImage, cost: Int, for key: Key) {
    guard cost <= capacity else { return }
    state.criticalSection { state in
      state.clock += 1
      if let old = state.entries.updateValue(
        Entry(image: image, cost: cost, lastUse: state.clock), forKey: key)
      {
        state.bytes -= old.cost
      }
      state.bytes += cost
      while state.bytes > capacity, let oldest = Self.leastRecent(in: state.entries) {
        state.bytes -= state.entries.removeValue(forKey: oldest)?.cost ?? 0
      }
    }
  }

  /// The bytes held now.
  var bytes: Int { state.criticalSection { $0.bytes } }

  /// How many pictures are held.
  var count: Int { state.criticalSection { $0.entries.count } }

  /// Forgets everything.
  func removeAll() {
    state.criticalSection { $0 = State() }
  }

  private static func leastRecent(in entries: [Key: Entry]) -> Key? {
    entries.min { $0.value.lastUse < $1.value.lastUse }?.key
  }
}
