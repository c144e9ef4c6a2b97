/// Reads a cell's symbol straight from memory when Swift stores it in line.
///
/// A `String` of up to 15 UTF-8 bytes is stored in its own 16 bytes on 64-bit platforms:
/// the bytes, then a last byte holding flags (high nibble `1x10`: immortal, small) and the
/// count (low nibble). Almost every cell symbol is such a string, so the renderer compares
/// and copies symbols from there, with no reference counting or function calls. The layout
/// is checked once against strings whose bytes are known; where it differs (another
/// platform, another Swift), `isAvailable` is false and the renderer uses the `String` API.
enum InlineSymbol {
  /// Whether in-line strings are laid out as expected here (checked once).
  static let isAvailable: Bool = layoutMatches()

  /// The number of UTF-8 bytes of the in-line string at `string`, or -1 if it is not in
  /// line. Valid only when `isAvailable`.
  @inline(__always)
  static func count(_ string: UnsafeRawPointer) -> Int {
    let flags = string.load(fromByteOffset: 15, as: UInt8.self)
    return flags & 0xB0 == 0xA0 ? Int(flags & 0x0F) : -1
  }

  /// Whether strings are 16 bytes with the in-line layout described above.
  private static func layoutMatches() -> Bool {
    guard MemoryLayout<String>.size == 16, MemoryLayout<Cell>.offset(of: \Cell.symbol) == 0,
      1.littleEndian == 1
    else { return false }
    // Strings built at run time, so they are not compile-time constants.
    let samples = ["a", "日", "e\u{301}", "👩‍💻", "0123456789abcde", ""].map {
      String(decoding: Array($0.utf8), as: UTF8.self)
    }
    for sample in samples {
      var copy = sample
      let matches = withUnsafeBytes(of: &copy) { raw -> Bool in
        guard let base = raw.baseAddress else { return false }
        let utf8 = Array(sample.utf8)
        guard count(base) == utf8.count else { return false }
        return utf8.indices.allSatisfy { raw[$0] == utf8[$0] }
      }
      if !matches { return false }
    }
    // A 16-byte string is not in line.
    var long = String(decoding: Array("0123456789abcdef".utf8), as: UTF8.self)
    return withUnsafeBytes(of: &long) { raw in
      raw.baseAddress.map { count($0) == -1 } ?? false
    }
  }
}
