/// A minimal baseline JPEG writer: every 8×8 block is one flat colour (its top-left
/// pixel), coded with DC coefficients only, quantization 1 and tiny Huffman tables (DC:
/// categories 0–11 as 4-bit codes; AC: only end-of-block, the 1-bit code 0).
enum ImageFixtureJPEG {
  static func encode(_ image: ImageFixturePixels) -> [UInt8] {
    var out: [UInt8] = [0xFF, 0xD8]
    // DQT: table 0, all ones.
    out += [0xFF, 0xDB, 0x00, 67, 0x00] + [UInt8](repeating: 1, count: 64)
    // SOF0: 8-bit, size, three components 1×1 sampled, quant table 0.
    out += [0xFF, 0xC0, 0x00, 17, 8] + be16(image.height) + be16(image.width) + [3]
    out += [1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
    // DHT DC 0: twelve 4-bit codes for categories 0...11.
    var dcCounts = [UInt8](repeating: 0, count: 16)
    dcCounts[3] = 12
    out += [0xFF, 0xC4] + be16(2 + 1 + 16 + 12) + [0x00] + dcCounts + (0..<12).map { UInt8($0) }
    // DHT AC 0: one 1-bit code, end of block.
    var acCounts = [UInt8](repeating: 0, count: 16)
    acCounts[0] = 1
    out += [0xFF, 0xC4] + be16(2 + 1 + 16 + 1) + [0x10] + acCounts + [0x00]
    // SOS
    out += [0xFF, 0xDA, 0x00, 12, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]
    out += entropy(image)
    return out + [0xFF, 0xD9]
  }

  private static func entropy(_ image: ImageFixturePixels) -> [UInt8] {
    var writer = BitWriter()
    var previous = [0, 0, 0]
    for blockY in stride(from: 0, to: image.height, by: 8) {
      for blockX in stride(from: 0, to: image.width, by: 8) {
        let (r, g, b, _) = image.pixel(blockX, blockY)
        let (red, green, blue) = (Double(r), Double(g), Double(b))
        let components = [
          0.299 * red + 0.587 * green + 0.114 * blue,
          -0.168736 * red - 0.331264 * green + 0.5 * blue + 128,
          0.5 * red - 0.418688 * green - 0.081312 * blue + 128,
        ]
        for (index, value) in components.enumerated() {
          let dc = 8 * (Int(value.rounded()) - 128)
          let difference = dc - previous[index]
          previous[index] = dc
          let category = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
          writer.write(category, bits: 4)
          if category > 0 {
            let extra = difference >= 0 ? difference : difference + (1 << category) - 1
            writer.write(extra, bits: category)
          }
          writer.write(0, bits: 1)  // end of block
        }
      }
    }
    return writer.finish()
  }

  private static func be16(_ value: Int) -> [UInt8] {
    [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// Writes bits most significant first, stuffing a zero after each 0xFF byte.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var current = 0
    var count = 0

    mutating func write(_ value: Int, bits: Int) {
      for shift in stride(from: bits - 1, through: 0, by: -1) {
        current = current << 1 | (value >> shift) & 1
        count += 1
        if count == 8 { flush() }
      }
    }

    private mutating func flush() {
      bytes.append(UInt8(current))
      if current == 0xFF { bytes.append(0) }
      current = 0
      count = 0
    }

    mutating func finish() -> [UInt8] {
      while count != 0 { write(1, bits: 1) }
      return bytes
    }
  }
}
