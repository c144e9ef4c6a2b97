/// One column of one row of the screen: what a terminal puts in one cell (a
/// ``TerminalCluster``: a scalar that takes columns with the marks and joiners after it), its
/// display width and its style.
///
/// A cell is a plain value of 24 bytes that copies and compares without reference counting.
/// It holds its cluster's UTF-8 bytes in line when they fit (`inlineCapacity`, which covers
/// letters with a few marks, CJK, and most emoji sequences); a longer cluster lives in the
/// grapheme pool of the `Buffer` it is written to, and the cell holds its place there (read
/// the text with `Buffer.symbol(column:row:)`).
///
/// Every cell keeps these invariants, whichever way it was made: one terminal cluster, capped
/// at `maximumScalars` scalars and `maximumBytes` bytes; its width from `DisplayWidth`; no
/// control character (`TextSanitizer`'s placeholders stand in for them).
///
/// A wide glyph (CJK, most emoji) takes two columns: its own cell has width 2 and the cell
/// to its right is a continuation (empty symbol, width 0), which the renderer never writes.
public struct Cell: Hashable, Sendable, BitwiseCopyable {
  /// The UTF-8 bytes a cell holds in line: clusters of up to 13 bytes.
  public static let inlineCapacity = 13
  /// The most scalars of one cluster a cell keeps: a base and 15 more (marks,
  /// modifiers, selectors, joined emoji). The rest of a longer cluster is dropped.
  public static let maximumScalars = GraphemeCluster.maximumScalars
  /// The most UTF-8 bytes of one cluster a cell keeps.
  public static let maximumBytes = GraphemeCluster.maximumBytes

  /// The scalars of one cluster that a cell keeps — its first `maximumScalars`, stopping at
  /// the first that would take it past `maximumBytes` — and how many it leaves out: what a
  /// cell shows of it. ``DisplayText`` and the text field cut by it.
  public static func keptScalars(of cluster: some Sequence<Unicode.Scalar>) -> (
    kept: String.UnicodeScalarView, leftOut: Int
  ) {
    var kept = String.UnicodeScalarView()
    var bytes = 0
    var leftOut = 0
    for scalar in cluster {
      let length = UTF8.width(scalar)
      if leftOut == 0, GraphemeCluster.keeps(scalars: kept.count + 1, bytes: bytes + length) {
        kept.append(scalar)
        bytes += length
      } else {
        leftOut += 1
      }
    }
    return (kept, leftOut)
  }

  /// The bits of `info` above the in-line byte count.
  enum Flags {
    /// The bytes of the in-line count (0...13).
    static let countMask: UInt8 = 0x0F
    /// The cluster is in the buffer's pool: `storage` holds its offset and length.
    static let pooled: UInt8 = 0x10
    /// Terminals disagree on the cluster's width (several scalars: VS16, ZWJ, a flag, a
    /// skin tone, marks; a lone regional indicator): the renderer moves the cursor
    /// absolutely after writing it.
    static let uncertainWidth: UInt8 = 0x20
    /// Written right after another cluster, the cluster could join it (an emoji modifier,
    /// a spacing mark): the renderer moves the cursor before writing it.
    static let joinsPrevious: UInt8 = 0x40
    /// No real cell: the renderer's marker for screen content it does not know.
    static let unknown: UInt8 = 0x80
  }

  /// The cluster's UTF-8 bytes, zero after `info`'s count; for a pooled cluster, its offset
  /// in the pool (4 bytes, little-endian) and its length (1 byte).
  var storage: InlineArray<13, UInt8>
  /// The in-line byte count and the `Flags`.
  var info: UInt8
  /// Columns the symbol takes: 1, 2 for a wide glyph, 0 for a continuation.
  public internal(set) var width: UInt8
  /// How the cell looks.
  public var style: Style

  /// A cell showing the first ``TerminalCluster`` of `symbol` (what a terminal puts in one
  /// cell), as wide as `DisplayWidth` says.
  ///
  /// A control character becomes its `TextSanitizer` placeholder (ESC shows as `␛`); an
  /// empty symbol is a space; a cluster that shows nothing on its own (a lone combining
  /// mark) is U+FFFD. A cell made here holds only what fits in line: a longer cluster
  /// (more than `inlineCapacity` bytes once capped) is U+FFFD. To show a long cluster, write
  /// it into a buffer (`Buffer.write`), which keeps it in the buffer's pool.
  public init(symbol: String, style: Style = .plain) {
    let scalars = symbol.unicodeScalars
    guard !scalars.isEmpty else {
      self = .blank(style)
      return
    }
    let cluster = scalars[..<TerminalCluster.end(of: scalars, from: scalars.startIndex)]
    self = GraphemeCluster.withPrepared(cluster) { bytes, width, flags in
      guard width > 0, bytes.count <= Cell.inlineCapacity else {
        return .replacement(style)
      }
      return Cell(inline: bytes, width: width, flags: flags, style: style)
    }
  }

  /// A cell holding `bytes` (at most `inlineCapacity`, already prepared) in line.
  init(inline bytes: UnsafeRawBufferPointer, width: Int, flags: UInt8, style: Style) {
    self.init(width: UInt8(truncatingIfNeeded: width), style: style)
    for index in 0..<min(bytes.count, Cell.inlineCapacity) {
      storage[index] = bytes[index]
    }
    info = UInt8(truncatingIfNeeded: min(bytes.count, Cell.inlineCapacity)) | flags
  }

  /// A cell with no bytes, `width` columns wide.
  private init(width: UInt8, style: Style) {
    storage = InlineArray(repeating: 0)
    info = 0
    self.width = width
    self.style = style
  }

  /// A cell showing the printable ASCII character `byte`.
  init(ascii byte: UInt8, style: Style) {
    self.init(width: 1, style: style)
    storage[0] = byte
    info = 1
  }

  /// A cell showing U+FFFD, what stands for a cluster a cell cannot show.
  static func replacement(_ style: Style) -> Cell {
    var cell = Cell(width: 1, style: style)
    cell.storage[0] = 0xEF
    cell.storage[1] = 0xBF
    cell.storage[2] = 0xBD
    cell.info = 3
    return cell
  }

  /// A cell whose cluster is `length` bytes at `offset` of a buffer's pool.
  init(pooledAt offset: Int, length: Int, width: Int, flags: UInt8, style: Style) {
    self.init(width: UInt8(truncatingIfNeeded: width), style: style)
    let offset = UInt32(truncatingIfNeeded: offset)
    storage[0] = UInt8(truncatingIfNeeded: offset)
    storage[1] = UInt8(truncatingIfNeeded: offset >> 8)
    storage[2] = UInt8(truncatingIfNeeded: offset >> 16)
    storage[3] = UInt8(truncatingIfNeeded: offset >> 24)
    storage[4] = UInt8(truncatingIfNeeded: length)
    info = Flags.pooled | flags
  }

  /// A blank cell.
  public static let blank = Cell(ascii: 0x20, style: .plain)

  /// A blank cell with `style` (for backgrounds).
  public static func blank(_ style: Style) -> Cell {
    Cell(ascii: 0x20, style: style)
  }

  /// The right half of a wide glyph.
  public static func continuation(_ style: Style) -> Cell {
    Cell(width: 0, style: style)
  }

  /// Whether this is the right half of a wide glyph.
  public var isContinuation: Bool {
    width == 0
  }

  /// Whether the cluster lives in a buffer's pool (it is longer than `inlineCapacity`).
  public var isPooled: Bool {
    info & Flags.pooled != 0
  }

  /// Whether terminals disagree on how wide the cluster is or on what joins it (several
  /// scalars, as with VS16, ZWJ sequences, flags, skin tones and marks; a lone regional
  /// indicator): the renderer moves the cursor absolutely after writing it.
  public var hasUncertainWidth: Bool {
    info & Flags.uncertainWidth != 0
  }

  /// The cluster shown: a space for a blank cell, empty for a continuation. A
  /// pooled cluster (`isPooled`) is not in the cell: this is then U+FFFD, and
  /// `Buffer.symbol(column:row:)` gives the text.
  public var symbol: String {
    if isPooled { return String(TextSanitizer.replacement) }
    return withUnsafeBytes(of: storage) { bytes in
      String(decoding: bytes.prefix(Int(info & Flags.countMask)), as: UTF8.self)
    }
  }

  /// The number of bytes held in line (0 for a pooled cluster).
  var inlineCount: Int { Int(info & Flags.countMask) }

  /// The pooled cluster's offset in the pool.
  var poolOffset: Int {
    Int(storage[0]) | Int(storage[1]) << 8 | Int(storage[2]) << 16 | Int(storage[3]) << 24
  }

  /// The pooled cluster's length in bytes.
  var poolLength: Int { Int(storage[4]) }

  /// The byte of a cell showing one printable ASCII character, or nil.
  @inline(__always)
  var asciiByte: UInt8? {
    guard info == 1, width == 1 else { return nil }
    let byte = storage[0]
    return byte >= 0x20 && byte < 0x7F ? byte : nil
  }

  /// Whether two cells are the same value. Two pooled cells are equal when they hold the
  /// same place in a pool: compare cells of different buffers with `Buffer`'s `==` or
  /// their text (`Buffer.symbol(column:row:)`).
  public static func == (left: Cell, right: Cell) -> Bool {
    guard left.info == right.info, left.width == right.width, left.style == right.style else {
      return false
    }
    for index in 0..<Cell.inlineCapacity where left.storage[index] != right.storage[index] {
      return false
    }
    return true
  }

  // Reading cells where they are (in a buffer's array), for the renderer's loops: loads from
  // memory written long before, rather than from a copy just made on the stack.

  /// Where the in-line bytes of the cell at `cell` start (`inlineCount` of them).
  @inline(__always)
  static func inlineBytes(at cell: UnsafePointer<Cell>) -> UnsafeRawPointer {
    UnsafeRawPointer(cell) + (MemoryLayout<Cell>.offset(of: \Cell.storage) ?? 0)
  }

  /// Whether the cells at `first` and `second` hold the same symbol (or pool place) and
  /// width.
  @inline(__always)
  static func sameContent(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    if hasWordLayout {
      // Bytes 0–14: the storage, `info` and `width`.
      let left = words(first)
      let right = words(second)
      return left[0] == right[0] && (left[1] ^ right[1]) & 0x00FF_FFFF_FFFF_FFFF == 0
    }
    guard first.pointee.info == second.pointee.info, first.pointee.width == second.pointee.width
    else { return false }
    let offset = MemoryLayout<Cell>.offset(of: \Cell.storage) ?? 0
    let left = UnsafeRawPointer(first) + offset
    let right = UnsafeRawPointer(second) + offset
    return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
      && left.loadUnaligned(fromByteOffset: inlineCapacity - 8, as: UInt64.self)
        == right.loadUnaligned(fromByteOffset: inlineCapacity - 8, as: UInt64.self)
  }

  /// Whether the cells at `first` and `second` have the same style: by its bytes, then by
  /// value.
  @inline(__always)
  static func sameStyle(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    if hasWordLayout {
      // Bytes 15–23: the style.
      let left = words(first)
      let right = words(second)
      if (left[1] ^ right[1]) >> 56 == 0 && left[2] == right[2] { return true }
    } else if MemoryLayout<Style>.size == 9,
      let offset = MemoryLayout<Cell>.offset(of: \Cell.style)
    {
      let left = UnsafeRawPointer(first) + offset
      let right = UnsafeRawPointer(second) + offset
      if left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
        && left.loadUnaligned(fromByteOffset: 8, as: UInt8.self)
          == right.loadUnaligned(fromByteOffset: 8, as: UInt8.self)
      {
        return true
      }
    }
    return first.pointee.style == second.pointee.style
  }

  /// Whether a cell is three words: the storage in bytes 0–12, `info` 13, `width` 14 and
  /// the style 15–23. The renderer then compares cells a word at a time.
  @inline(__always)
  static var hasWordLayout: Bool {
    MemoryLayout<Cell>.size == 24 && MemoryLayout<Cell>.offset(of: \Cell.storage) == 0
      && MemoryLayout<Cell>.offset(of: \Cell.info) == 13
      && MemoryLayout<Cell>.offset(of: \Cell.width) == 14
      && MemoryLayout<Cell>.offset(of: \Cell.style) == 15
  }

  /// The three words of the cell at `cell`, which lies in a buffer's array (8-byte aligned:
  /// an array's elements start 16-byte aligned and a cell is 24 bytes). Typed reads are
  /// plain loads; `loadUnaligned` stayed a call in the renderer's large functions.
  @inline(__always)
  static func words(_ cell: UnsafePointer<Cell>) -> UnsafePointer<UInt64> {
    UnsafeRawPointer(cell).assumingMemoryBound(to: UInt64.self)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(info)
    hasher.combine(width)
    for index in 0..<Cell.inlineCapacity {
      hasher.combine(storage[index])
    }
    hasher.combine(style)
  }
}
