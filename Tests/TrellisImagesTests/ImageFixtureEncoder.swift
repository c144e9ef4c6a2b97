/// Minimal image writers for the tests: PNG (zlib stored blocks, CRC-32, Adler-32),
/// 24-bit BMP and GIF (LZW with 9-bit codes, clearing often so codes never grow).
enum ImageFixtureEncoder {
  // MARK: PNG

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// An RGBA (colour type 6) or RGB (colour type 2) PNG.
  static func png(_ image: ImageFixturePixels, alpha: Bool = true) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<image.height {
      raw.append(0)  // filter: none
      for x in 0..<image.width {
        let (r, g, b, a) = image.pixel(x, y)
        raw += alpha ? [r, g, b, a] : [r, g, b]
      }
    }
    return pngSignature + chunk("IHDR", ihdr(image.width, image.height, colorType: alpha ? 6 : 2))
      + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
  }

  /// A PNG with only a header (no pixel data) claiming `width`×`height`.
  static func pngHeaderOnly(width: Int, height: Int) -> [UInt8] {
    pngSignature + chunk("IHDR", ihdr(width, height, colorType: 6)) + chunk("IEND", [])
  }

  static func ihdr(_ width: Int, _ height: Int, colorType: UInt8) -> [UInt8] {
    bigEndian32(UInt32(width)) + bigEndian32(UInt32(height)) + [8, colorType, 0, 0, 0]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian32(UInt32(data.count)) + body + bigEndian32(crc32(body))
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let final: UInt8 = offset + count == data.count ? 1 : 0
      out.append(final)  // BFINAL, BTYPE 00 (stored)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    return out + bigEndian32(adler32(data))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func bigEndian32(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
    (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) }
  }

  // MARK: BMP

  /// A 24-bit bottom-up BMP (alpha dropped).
  static func bmp(_ image: ImageFixturePixels) -> [UInt8] {
    let rowBytes = (image.width * 3 + 3) / 4 * 4
    var rows: [UInt8] = []
    for y in (0..<image.height).reversed() {
      var row: [UInt8] = []
      for x in 0..<image.width {
        let (r, g, b, _) = image.pixel(x, y)
        row += [b, g, r]
      }
      row += [UInt8](repeating: 0, count: rowBytes - row.count)
      rows += row
    }
    return bmpHeaders(width: image.width, height: image.height, dataSize: rows.count) + rows
  }

  static func bmpHeaders(width: Int, height: Int, dataSize: Int) -> [UInt8] {
    Array("BM".utf8) + littleEndian(54 + dataSize, bytes: 4) + [0, 0, 0, 0]
      + littleEndian(54, bytes: 4) + littleEndian(40, bytes: 4) + littleEndian(width, bytes: 4)
      + littleEndian(height, bytes: 4) + littleEndian(1, bytes: 2) + littleEndian(24, bytes: 2)
      + littleEndian(0, bytes: 4) + littleEndian(dataSize, bytes: 4)
      + littleEndian(2835, bytes: 4) + littleEndian(2835, bytes: 4)
      + [UInt8](repeating: 0, count: 8)
  }

  // MARK: GIF

  /// A GIF89a with a 256-entry global palette built from the image's colours (at most 256).
  static func gif(_ image: ImageFixturePixels) -> [UInt8] {
    var palette: [[UInt8]] = []
    var indices: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (r, g, b, _) = image.pixel(x, y)
        if let index = palette.firstIndex(of: [r, g, b]) {
          indices.append(index)
        } else {
          palette.append([r, g, b])
          indices.append(palette.count - 1)
        }
      }
    }
    precondition(palette.count <= 256, "a fixture GIF has at most 256 colours")
    var out =
      Array("GIF89a".utf8) + littleEndian(image.width, bytes: 2)
      + littleEndian(image.height, bytes: 2) + [0xF7, 0, 0]
    for index in 0..<256 { out += index < palette.count ? palette[index] : [0, 0, 0] }
    out +=
      [0x2C] + littleEndian(0, bytes: 4) + littleEndian(image.width, bytes: 2)
      + littleEndian(image.height, bytes: 2) + [0]
    out.append(8)  // LZW minimum code size
    let data = lzw(indices)
    var offset = 0
    while offset < data.count {
      let count = min(255, data.count - offset)
      out.append(UInt8(count))
      out += data[offset..<(offset + count)]
      offset += count
    }
    return out + [0, 0x3B]
  }

  /// Each index as its own 9-bit code, with a clear code every 250 so the code size stays 9.
  static func lzw(_ indices: [Int]) -> [UInt8] {
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0
    func emit(_ code: Int) {
      accumulator |= code << bits
      bits += 9
      while bits >= 8 {
        bytes.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bits -= 8
      }
    }
    emit(256)
    for (count, index) in indices.enumerated() {
      if count > 0 && count % 250 == 0 { emit(256) }
      emit(index)
    }
    emit(257)
    if bits > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
    return bytes
  }
}
