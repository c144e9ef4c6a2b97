import Foundation

/// BlurHash: a picture's blurred outline in 6 to 166 characters, shown while the picture
/// loads (the format of woltapp/blurhash, implemented here from its description).
///
/// A hash is a size flag (components across and down, 1...9 each), the largest AC
/// amplitude, the average colour, then one base-83 pair per cosine component.
public enum BlurHash {
  /// The picture `hash` describes, `width`×`height` pixels, opaque.
  ///
  /// - Parameters:
  ///   - hash: The BlurHash.
  ///   - width: The picture's width; a small one (32) scaled up looks the same and costs less.
  ///   - height: The picture's height.
  ///   - punch: Contrast: the components are multiplied by it (1 leaves them alone).
  /// - Throws: `BlurHashError` for a malformed hash, a size that is empty or over
  ///   `ImageLimits.standard`, or a punch that is not positive.
  public static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) throws
    -> DecodedImage
  {
    guard width > 0, height > 0, ImageLimits.standard.allows(width: width, height: height) else {
      throw BlurHashError.invalidSize(width: width, height: height)
    }
    guard punch.isFinite, punch > 0 else { throw BlurHashError.invalidPunch(punch) }
    let parsed = try Components(parsing: hash, punch: punch)
    let countX = parsed.countX
    let countY = parsed.countY
    let cosineX = cosines(count: countX, samples: width)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var row = [SIMD3<Double>](repeating: .zero, count: countX)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        for i in 0..<countX {
          var sum = SIMD3<Double>.zero
          for j in 0..<countY {
            let basis = cos(Double.pi * Double(y * j) / Double(height))
            sum += parsed.colors[i + j * countX] * basis
          }
          row[i] = sum
        }
        for x in 0..<width {
          var color = SIMD3<Double>.zero
          for i in 0..<countX { color += row[i] * cosineX[x * countX + i] }
          let index = (y * width + x) * 4
          out[index] = UInt8(SRGBTransfer.byte(fromLinear: color.x))
          out[index + 1] = UInt8(SRGBTransfer.byte(fromLinear: color.y))
          out[index + 2] = UInt8(SRGBTransfer.byte(fromLinear: color.z))
        }
      }
    }
    guard let image = DecodedImage(width: width, height: height, pixels: pixels) else {
      throw BlurHashError.invalidSize(width: width, height: height)
    }
    return image
  }

  /// The average colour of the picture `hash` describes (its first component), or nil if
  /// the hash is malformed.
  public static func averageColor(of hash: String) -> (red: UInt8, green: UInt8, blue: UInt8)? {
    guard let parsed = try? Components(parsing: hash, punch: 1) else { return nil }
    let value = parsed.averageValue
    return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
  }

  /// `cos(π·i·s/samples)` for each sample `s` and component `i`, sample-major.
  static func cosines(count: Int, samples: Int) -> [Double] {
    cosines(count: count, positions: (0..<samples).map(Double.init), extent: Double(samples))
  }

  /// `cos(π·i·p/extent)` for each position `p` and component `i`, position-major.
  static func cosines(count: Int, positions: [Double], extent: Double) -> [Double] {
    var table = [Double](repeating: 0, count: positions.count * count)
    for (index, position) in positions.enumerated() {
      for i in 0..<count {
        table[index * count + i] = cos(Double.pi * Double(i) * position / extent)
      }
    }
    return table
  }

  /// A hash taken apart and checked: the component counts and each component's colour in
  /// linear light (the AC ones scaled by the maximum and the punch).
  struct Components {
    var countX: Int
    var countY: Int
    /// The average colour as written: red << 16 | green << 8 | blue.
    var averageValue: Int
    var colors: [SIMD3<Double>]

    init(parsing hash: String, punch: Double) throws {
      let length = hash.unicodeScalars.count
      guard length >= 6 else { throw BlurHashError.tooShort(length: length) }
      let scalars = Array(hash.unicodeScalars.prefix(4 + 2 * 81))
      func number(_ range: Range<Int>) throws -> Int {
        var value = 0
        for offset in range {
          guard let digit = Base83.value(of: scalars[offset]) else {
            throw BlurHashError.invalidCharacter(scalars[offset], offset: offset)
          }
          value = value * 83 + digit
        }
        return value
      }
      let flag = try number(0..<1)
      countX = flag % 9 + 1
      countY = flag / 9 + 1
      guard countY <= 9 else { throw BlurHashError.invalidComponentCount(x: countX, y: countY) }
      let expected = 4 + 2 * countX * countY
      guard length == expected else {
        throw BlurHashError.wrongLength(length: length, expected: expected)
      }
      let maximum = Double(try number(1..<2) + 1) / 166 * punch
      averageValue = try number(2..<6)
      guard averageValue <= 0xFF_FFFF else { throw BlurHashError.valueOutOfRange(offset: 2) }
      let table = SRGBTransfer.linearTable
      colors = [
        SIMD3(
          table[averageValue >> 16], table[(averageValue >> 8) & 0xFF], table[averageValue & 0xFF])
      ]
      for component in 1..<(countX * countY) {
        let offset = 4 + component * 2
        let value = try number(offset..<(offset + 2))
        guard value < 19 * 19 * 19 else { throw BlurHashError.valueOutOfRange(offset: offset) }
        let quantized = SIMD3(Double(value / 361), Double(value / 19 % 19), Double(value % 19))
        let unit = (quantized - 9) / 9
        colors.append(
          SIMD3(
            SRGBTransfer.signedPower(unit.x, 2), SRGBTransfer.signedPower(unit.y, 2),
            SRGBTransfer.signedPower(unit.z, 2)) * maximum)
      }
    }
  }
}
