extension Renderer {
  /// Makes room for `count` more bytes.
  @inline(__always)
  mutating func reserve(_ count: Int) {
    if length + count > output.capacity {
      output.grow(toAtLeast: length + count, keeping: length)
    }
  }

  /// Appends one byte to the frame.
  @inline(__always)
  mutating func put(_ byte: UInt8) {
    reserve(1)
    output.base[length] = byte
    length &+= 1
  }

  /// Appends bytes to the frame.
  @inline(__always)
  mutating func put(contentsOf sequence: UnsafeRawBufferPointer) {
    guard let source = sequence.baseAddress, sequence.count > 0 else { return }
    reserve(sequence.count)
    UnsafeMutableRawPointer(output.base + length).copyMemory(
      from: source, byteCount: sequence.count)
    length &+= sequence.count
  }

  /// Appends fixed bytes (an escape sequence) to the frame.
  @inline(__always)
  mutating func append(_ sequence: [UInt8]) {
    sequence.withUnsafeBytes { put(contentsOf: $0) }
  }

  /// Appends `ESC [`.
  @inline(__always)
  mutating func appendCSI() {
    put(0x1B)
    put(0x5B)
  }

  /// Appends a non-negative number in decimal.
  @inline(__always)
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      put(0x30 &+ UInt8(truncatingIfNeeded: value))
    } else if value < 100 {
      put(0x30 &+ UInt8(truncatingIfNeeded: value / 10))
      put(0x30 &+ UInt8(truncatingIfNeeded: value % 10))
    } else {
      var divisor = 100
      while divisor * 10 <= value { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        put(0x30 &+ UInt8(truncatingIfNeeded: rest / divisor))
        rest %= divisor
        divisor /= 10
      }
    }
  }

  /// The number of digits of a non-negative number in decimal.
  @inline(__always)
  static func digits(_ value: Int) -> Int {
    value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5
  }

  /// Appends the symbol of the cell at `cell` (a cell of `frame`) and returns whether the
  /// cursor is known to be after it: false after a cluster whose width terminals disagree
  /// on (`Cell.hasUncertainWidth`) or one the last-line defence had to change.
  ///
  /// The last-line defence: whatever a cell holds, no byte a terminal would obey leaves
  /// here. Symbols with a control character (which `Cell` never holds) are written as
  /// `TextSanitizer` shows them, placeholders and all; an empty symbol becomes a space, so
  /// the cursor advances as the renderer expects.
  @inline(__always)
  mutating func appendSymbol(of cell: UnsafePointer<Cell>, in frame: Buffer) -> Bool {
    let info = cell.pointee.info
    if info == 1 {
      // One byte in line: almost every cell.
      let byte = cell.pointee.storage[0]
      if byte &- 0x20 < 0x5F {
        put(byte)
        return true
      }
    }
    if asciiOnly { return appendStandIn(of: cell, in: frame) }
    let clean =
      info & Cell.Flags.pooled == 0
      ? appendInline(cell)
      : frame.withSymbolBytes(of: cell.pointee) { appendSanitized($0) }
    return clean && info & Cell.Flags.uncertainWidth == 0
  }

  /// Appends the `AsciiSubstitute` stand-in of the cell at `cell` (a cell of `frame`), as
  /// wide as the cell: the cursor is then where the renderer counts.
  mutating func appendStandIn(of cell: UnsafePointer<Cell>, in frame: Buffer) -> Bool {
    let symbol = frame.withSymbolBytes(of: cell.pointee) { String(decoding: $0, as: UTF8.self) }
    append(AsciiSubstitute.bytes(for: symbol[...].utf8, width: max(Int(cell.pointee.width), 1)))
    return true
  }

  /// Appends the in-line bytes of the cell at `cell` as `appendSanitized(_:)` does; clean
  /// ones (nearly all) are copied as 16 bytes in two stores, of which the cell's count are
  /// kept. (Pointers and counts, not buffer pointers: their accessors are not inlined here.)
  @inline(__always)
  mutating func appendInline(_ cell: UnsafePointer<Cell>) -> Bool {
    let count = cell.pointee.inlineCount
    let source = Cell.inlineBytes(at: cell)
    guard count > 0, let offset = MemoryLayout<Cell>.offset(of: \Cell.storage),
      offset + 16 <= MemoryLayout<Cell>.size, Int(bitPattern: source) & 7 == 0
    else { return appendSanitized(UnsafeRawBufferPointer(start: source, count: count)) }
    let low = source.load(as: UInt64.self)
    let high = source.load(fromByteOffset: 8, as: UInt64.self)
    if !TextSanitizer.isCleanScalar(low, count: count) {
      // Several scalars (or odd bytes): the exact scan decides.
      let bytes = UnsafeRawBufferPointer(start: source, count: count)
      guard TextSanitizer.isClean(utf8: bytes) else { return appendSanitized(bytes) }
    }
    reserve(16)
    let destination = UnsafeMutableRawPointer(output.base + length)
    destination.storeBytes(of: low, as: UInt64.self)
    destination.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
    length &+= count
    return true
  }

  /// Appends UTF-8 bytes as `TextSanitizer` would show them (a space if empty); returns
  /// whether they were clean.
  mutating func appendSanitized(_ utf8: UnsafeRawBufferPointer) -> Bool {
    guard !utf8.isEmpty else {
      put(0x20)
      return true
    }
    if TextSanitizer.isClean(utf8: utf8) {
      put(contentsOf: utf8)
      return true
    }
    var safe = TextSanitizer.sanitize(bytes: utf8)
    safe.withUTF8 { put(contentsOf: UnsafeRawBufferPointer($0)) }
    return false
  }
}
