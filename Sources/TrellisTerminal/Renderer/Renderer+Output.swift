extension Renderer {
  /// Appends fixed bytes (an escape sequence) to the frame.
  @inline(__always)
  mutating func append(_ sequence: [UInt8]) {
    bytes.append(contentsOf: sequence)
  }

  /// Appends `ESC [`.
  @inline(__always)
  mutating func appendCSI() {
    bytes.append(0x1B)
    bytes.append(0x5B)
  }

  /// Appends a non-negative number in decimal.
  @inline(__always)
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value))
    } else if value < 100 {
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value / 10))
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value % 10))
    } else {
      var divisor = 100
      while divisor * 10 <= value { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        bytes.append(0x30 &+ UInt8(truncatingIfNeeded: rest / divisor))
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

  /// Appends a cell's symbol. Bytes a terminal would obey — C0 controls, DEL, and C1
  /// controls (U+0080–U+009F) — become U+FFFD, whatever the buffer holds; an empty symbol
  /// becomes a space, so the cursor advances as the renderer expects.
  @inline(__always)
  mutating func appendSymbol(_ symbol: String) {
    let written: Void? = symbol.utf8.withContiguousStorageIfAvailable { utf8 in
      if utf8.count == 1 {
        let byte = utf8[0]
        if byte >= 0x20 && byte != 0x7F {
          bytes.append(byte)
          return
        }
      }
      appendSanitized(utf8)
    }
    if written == nil {
      appendSanitized(Array(symbol.utf8))
    }
  }

  /// Appends UTF-8 bytes with every control replaced by U+FFFD (a space if empty).
  mutating func appendSanitized<Bytes: RandomAccessCollection>(_ utf8: Bytes)
  where Bytes.Element == UInt8, Bytes.Index == Int {
    if utf8.isEmpty {
      bytes.append(0x20)
      return
    }
    var clean = true
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte < 0x20 || byte == 0x7F
        || (byte == 0xC2 && index + 1 < utf8.endIndex && utf8[index + 1] < 0xA0)
      {
        clean = false
        break
      }
      index += 1
    }
    if clean {
      bytes.append(contentsOf: utf8)
      return
    }
    index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte < 0x20 || byte == 0x7F {
        bytes.append(contentsOf: Renderer.replacementCharacter)
      } else if byte == 0xC2 && index + 1 < utf8.endIndex && utf8[index + 1] < 0xA0 {
        bytes.append(contentsOf: Renderer.replacementCharacter)
        index += 1
      } else {
        bytes.append(byte)
      }
      index += 1
    }
  }

  /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
  static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
}
