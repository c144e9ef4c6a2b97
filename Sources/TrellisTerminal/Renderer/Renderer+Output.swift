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

  /// Appends the symbol of the cell at `cell`, read in line when it can be (see
  /// `InlineSymbol`), sanitized as `appendSymbol(_:)` says.
  @inline(__always)
  mutating func appendSymbol(of cell: UnsafePointer<Cell>) {
    if inlineSymbols {
      let raw = UnsafeRawPointer(cell)
      let count = InlineSymbol.count(raw)
      if count > 0 {
        // Copy all 16 bytes (two stores), keep `count` of them if they are clean.
        reserve(16)
        let destination = UnsafeMutableRawPointer(output.base + length)
        destination.storeBytes(of: raw.load(as: UInt64.self), as: UInt64.self)
        destination.storeBytes(
          of: raw.load(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        if Renderer.isPrintable(raw, count: count) {
          length &+= count
        } else {
          appendSanitized(UnsafeRawBufferPointer(start: raw, count: count))
        }
        return
      }
    }
    appendSymbol(cell.pointee.symbol)
  }

  /// Whether `count` UTF-8 bytes hold no control: no C0 control, DEL, or C1 control.
  @inline(__always)
  static func isPrintable(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
    var index = 0
    while index < count {
      let byte = bytes.load(fromByteOffset: index, as: UInt8.self)
      if byte < 0x20 || byte == 0x7F { return false }
      if byte == 0xC2 && index + 1 < count
        && bytes.load(fromByteOffset: index + 1, as: UInt8.self) < 0xA0
      {
        return false
      }
      index &+= 1
    }
    return true
  }

  /// Appends a cell's symbol. Bytes a terminal would obey — C0 controls, DEL, and C1
  /// controls (U+0080–U+009F) — become U+FFFD, whatever the buffer holds; an empty symbol
  /// becomes a space, so the cursor advances as the renderer expects.
  mutating func appendSymbol(_ symbol: String) {
    let written: Void? = symbol.utf8.withContiguousStorageIfAvailable { utf8 in
      appendSanitized(UnsafeRawBufferPointer(utf8))
    }
    if written == nil {
      Array(symbol.utf8).withUnsafeBytes { appendSanitized($0) }
    }
  }

  /// Appends UTF-8 bytes with every control replaced by U+FFFD (a space if empty).
  mutating func appendSanitized(_ utf8: UnsafeRawBufferPointer) {
    guard let base = utf8.baseAddress, !utf8.isEmpty else {
      put(0x20)
      return
    }
    if Renderer.isPrintable(base, count: utf8.count) {
      put(contentsOf: utf8)
      return
    }
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte < 0x20 || byte == 0x7F {
        append(Renderer.replacementCharacter)
      } else if byte == 0xC2 && index + 1 < utf8.count && utf8[index + 1] < 0xA0 {
        append(Renderer.replacementCharacter)
        index += 1
      } else {
        put(byte)
      }
      index += 1
    }
  }

  /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
  static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
}
