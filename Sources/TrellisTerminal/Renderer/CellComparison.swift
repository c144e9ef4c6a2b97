/// Compares the cells of two frames of one size, the one the screen shows and the next.
///
/// Cells are compared by their bytes first (an untouched cell has the same 24 bytes), then
/// field by field. A pooled cluster is compared by its text, read from each frame's pool:
/// two pooled cells with the same bytes hold the same place in two pools, which may hold
/// different text, so when both frames have a pool equal bytes are not enough for them.
/// Symbols are compared by their UTF-8 bytes, not by canonical equivalence: two spellings
/// of one character are redrawn, which is harmless, and comparing bytes is much faster.
struct CellComparison {
  /// The cells of the frame the screen shows.
  let old: UnsafePointer<Cell>
  /// The cells of the next frame.
  let new: UnsafePointer<Cell>
  /// The frame the screen shows.
  let previous: Buffer
  /// The next frame.
  let next: Buffer
  /// Whether both frames have pooled clusters (so equal bytes may hide different text).
  let poolsMatter: Bool

  /// A comparison of `previous`'s cells at `old` and `next`'s at `new`.
  init(old: UnsafePointer<Cell>, new: UnsafePointer<Cell>, previous: Buffer, next: Buffer) {
    self.old = old
    self.new = new
    self.previous = previous
    self.next = next
    poolsMatter = !previous.pool.isEmpty && !next.pool.isEmpty
  }

  /// Whether the cells at `index` look the same.
  @inline(__always)
  func same(_ index: Int) -> Bool {
    if CellComparison.sameBytes(old + index, new + index) {
      return !poolsMatter || !new[index].isPooled || samePooled(index)
    }
    return sameFields(index)
  }

  /// Whether the cells at `index`, whose bytes differ, are the same field by field.
  @inline(__always)
  func sameFields(_ index: Int) -> Bool {
    let first = old + index
    let second = new + index
    if (first.pointee.info | second.pointee.info) & Cell.Flags.pooled != 0 {
      return samePooled(index)
    }
    return Cell.sameContent(first, second) && Cell.sameStyle(first, second)
  }

  /// Whether the cells at `index`, one of them pooled, are the same.
  @inline(never)
  func samePooled(_ index: Int) -> Bool {
    next.sameCell(at: index, as: previous)
  }

  /// The first index in `start..<end` where the cells differ, or `end`: the row scan, four
  /// cells at a time while their bytes are equal.
  @inline(__always)
  func firstDifference(from start: Int, to end: Int) -> Int {
    var index = start
    if !poolsMatter {
      while index + 4 <= end {
        let difference =
          CellComparison.rawDifference(old + index, new + index)
          | CellComparison.rawDifference(old + index + 1, new + index + 1)
          | CellComparison.rawDifference(old + index + 2, new + index + 2)
          | CellComparison.rawDifference(old + index + 3, new + index + 3)
        if difference != 0 { break }
        index += 4
      }
    }
    while index < end && same(index) {
      index += 1
    }
    return index
  }

  /// Zero when the bytes of two cells are equal.
  @inline(__always)
  static func rawDifference(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>)
    -> UInt64
  {
    if MemoryLayout<Cell>.size == 24 {
      let left = Cell.words(first)
      let right = Cell.words(second)
      return (left[0] ^ right[0]) | (left[1] ^ right[1]) | (left[2] ^ right[2])
    }
    let left = UnsafeRawPointer(first)
    let right = UnsafeRawPointer(second)
    var difference: UInt64 = 0
    var offset = 0
    let size = MemoryLayout<Cell>.size
    while offset + 8 <= size {
      difference |=
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < size {
      difference |= UInt64(
        left.load(fromByteOffset: offset, as: UInt8.self)
          ^ right.load(fromByteOffset: offset, as: UInt8.self))
      offset += 1
    }
    return difference
  }

  /// Whether the bytes of two cells are equal (which makes them equal, pooled clusters
  /// aside).
  @inline(__always)
  static func sameBytes(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    rawDifference(first, second) == 0
  }
}
