/// A PNG whose IDAT is a zlib stream of zeros that inflates to about `inflatedBytes`: one
/// dynamic-Huffman deflate block in which a length-258, distance-1 copy costs two bits, so
/// 1 GB of output takes about 1 MB of input (the ratio deflate allows at most).
enum ImageFixtureDeflateBomb {
  static func png(width: Int, height: Int, inflatedBytes: Int) -> [UInt8] {
    let stream = zlibZeros(copies: max(1, inflatedBytes / 258))
    return ImageFixtureEncoder.pngSignature
      + ImageFixtureEncoder.chunk("IHDR", ImageFixtureEncoder.ihdr(width, height, colorType: 6))
      + ImageFixtureEncoder.chunk("IDAT", stream) + ImageFixtureEncoder.chunk("IEND", [])
  }

  /// A zlib stream: one literal zero, `copies` copies of 258 bytes at distance 1, the end.
  static func zlibZeros(copies: Int) -> [UInt8] {
    var bits = DeflateBits()
    bits.write(1, count: 1)  // BFINAL
    bits.write(2, count: 2)  // BTYPE: dynamic Huffman
    bits.write(286 - 257, count: 5)  // HLIT: literal/length codes 0...285
    bits.write(2 - 1, count: 5)  // HDIST: distance codes 0 and 1
    bits.write(18 - 4, count: 4)  // HCLEN: 18 code-length code lengths
    // Code-length code lengths in their peculiar order (16, 17, 18, 0, 8, 7, 9, 6, 10, 5,
    // 11, 4, 12, 3, 13, 2, 14, 1): symbol 18 gets 1 bit, symbols 2 and 1 get 2 bits.
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
    let lengths = [18: 1, 2: 2, 1: 2]
    for symbol in order { bits.write(lengths[symbol] ?? 0, count: 3) }
    // Canonical codes: 18 → 0, 1 → 10, 2 → 11.
    func lengthSymbol(_ symbol: Int) {
      switch symbol {
      case 18: bits.writeCode(0b0, length: 1)
      case 1: bits.writeCode(0b10, length: 2)
      default: bits.writeCode(0b11, length: 2)
      }
    }
    func zeros(_ count: Int) {  // symbol 18: 11...138 zeros, 7 extra bits
      lengthSymbol(18)
      bits.write(count - 11, count: 7)
    }
    // Literal/length lengths: 0 → 2, 1...255 → 0, 256 → 2, 257...284 → 0, 285 → 1.
    lengthSymbol(2)
    zeros(138)
    zeros(117)
    lengthSymbol(2)
    zeros(28)
    lengthSymbol(1)
    // Distance lengths: 0 → 1, 1 → 1.
    lengthSymbol(1)
    lengthSymbol(1)
    // Canonical codes: 285 → 0, literal 0 → 10, end of block 256 → 11; distance 0 → 0.
    bits.writeCode(0b10, length: 2)
    var stream = bits
    // Each copy is "length 258" (0) then "distance 1" (0): zero bits, two at a time.
    let zeroBits = copies * 2
    let pending = stream.pendingCount
    let aligned = min(zeroBits, (8 - pending) % 8)
    stream.write(0, count: aligned)
    var bytes = stream.finishAligned()
    let wholeBytes = (zeroBits - aligned) / 8
    bytes += [UInt8](repeating: 0, count: wholeBytes)
    var tail = DeflateBits()
    tail.write(0, count: (zeroBits - aligned) % 8)
    tail.writeCode(0b11, length: 2)
    bytes += tail.finish()
    let inflated = 1 + copies * 258
    // Adler-32 of zeros: a stays 1, b grows by 1 per byte.
    return [0x78, 0x01] + bytes
      + ImageFixtureEncoder.bigEndian32(UInt32(inflated % 65_521) << 16 | 1)
  }

  /// Bits packed least significant first, as deflate stores them.
  struct DeflateBits {
    var bytes: [UInt8] = []
    var current: UInt32 = 0
    var pendingCount = 0

    /// `value`'s low `count` bits, least significant first (header fields, extra bits).
    mutating func write(_ value: Int, count: Int) {
      for shift in 0..<count { push((value >> shift) & 1) }
    }

    /// A Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
      for shift in stride(from: length - 1, through: 0, by: -1) { push((code >> shift) & 1) }
    }

    private mutating func push(_ bit: Int) {
      current |= UInt32(bit) << pendingCount
      pendingCount += 1
      if pendingCount == 8 {
        bytes.append(UInt8(current))
        current = 0
        pendingCount = 0
      }
    }

    /// The bytes so far; only when no bits are pending.
    func finishAligned() -> [UInt8] {
      precondition(pendingCount == 0)
      return bytes
    }

    /// The bytes, the last one padded with zeros.
    func finish() -> [UInt8] { pendingCount == 0 ? bytes : bytes + [UInt8(current)] }
  }
}
