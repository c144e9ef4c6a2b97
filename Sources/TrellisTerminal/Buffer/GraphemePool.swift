/// The long grapheme clusters of one buffer (those over `Cell.inlineCapacity` bytes), end
/// to end; a pooled cell holds an entry's offset and length.
///
/// Entries are only appended. What no cell uses any more is dropped when the buffer is
/// cleared, and by `Buffer.compactPool()` once the pool has doubled since it last ran, so
/// a buffer drawn frame after frame keeps a pool the size of what it shows.
struct GraphemePool: Sendable {
  /// The clusters' bytes.
  private(set) var bytes: [UInt8] = []
  /// The size after the last compaction: the pool is compacted when it grows past twice
  /// this (and past `minimumCompactedSize`).
  private var compactedSize = 0

  /// Below this many bytes the pool is never compacted.
  static let minimumCompactedSize = 4096

  /// Whether no cluster was ever added since the pool was emptied.
  var isEmpty: Bool { bytes.isEmpty }

  /// Whether enough was added since the last compaction to make one worth it.
  var needsCompaction: Bool {
    bytes.count >= max(GraphemePool.minimumCompactedSize, 2 * compactedSize)
  }

  /// Adds `utf8` and returns its offset.
  mutating func add(_ utf8: UnsafeRawBufferPointer) -> Int {
    let offset = bytes.count
    bytes.append(contentsOf: utf8)
    return offset
  }

  /// Whether `offset..<offset + length` is inside the pool.
  func contains(offset: Int, length: Int) -> Bool {
    length > 0 && offset >= 0 && offset + length <= bytes.count
  }

  /// Calls `body` with the bytes of the entry at `offset` (empty if outside the pool).
  func withEntry<R>(offset: Int, length: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    guard contains(offset: offset, length: length) else {
      return body(UnsafeRawBufferPointer(start: nil, count: 0))
    }
    return bytes.withUnsafeBytes { all in
      body(UnsafeRawBufferPointer(rebasing: all[offset..<(offset + length)]))
    }
  }

  /// Empties the pool.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    compactedSize = 0
  }

  /// Replaces the pool's bytes with `kept` (the entries cells still use).
  mutating func replace(with kept: [UInt8]) {
    bytes = kept
    compactedSize = kept.count
  }
}
