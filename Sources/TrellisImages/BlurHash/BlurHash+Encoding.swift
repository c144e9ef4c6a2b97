import Foundation

extension BlurHash {
  /// The most sample points `encode` reads: a bigger picture is first averaged down (in
  /// linear light, over blocks of whole pixels) to about this many.
  static let maxEncodeSamples = 128 * 128

  /// The BlurHash of `image` with `componentsX`×`componentsY` cosine components (alpha is
  /// ignored).
  ///
  /// Pictures over 128×128 pixels are averaged down in blocks first, so the cost stays
  /// small whatever the size; the hash may then differ from a full-resolution encoder's in
  /// the last digit of a component.
  ///
  /// - Parameters:
  ///   - image: The picture.
  ///   - componentsX: Components across, 1...9 (4 suits a landscape picture).
  ///   - componentsY: Components down, 1...9 (3 suits a landscape picture).
  /// - Throws: `BlurHashError.invalidComponentCount` for counts outside 1...9.
  public static func encode(_ image: DecodedImage, componentsX: Int, componentsY: Int) throws
    -> String
  {
    try encode(
      image, componentsX: componentsX, componentsY: componentsY, maxSamples: maxEncodeSamples)
  }

  /// `encode(_:componentsX:componentsY:)` reading at most about `maxSamples` points.
  static func encode(_ image: DecodedImage, componentsX: Int, componentsY: Int, maxSamples: Int)
    throws -> String
  {
    guard (1...9).contains(componentsX), (1...9).contains(componentsY) else {
      throw BlurHashError.invalidComponentCount(x: componentsX, y: componentsY)
    }
    let samples = SamplePoints(image, maxSamples: maxSamples)
    let cosineX = cosines(
      count: componentsX, positions: samples.positionsX, extent: Double(image.width))
    let cosineY = cosines(
      count: componentsY, positions: samples.positionsY, extent: Double(image.height))
    let columns = samples.positionsX.count
    var factors = [SIMD3<Double>](repeating: .zero, count: componentsX * componentsY)
    var row = [SIMD3<Double>](repeating: .zero, count: componentsX)
    for y in 0..<samples.positionsY.count {
      for i in 0..<componentsX { row[i] = .zero }
      for x in 0..<columns {
        let value = samples.sums[y * columns + x]
        for i in 0..<componentsX { row[i] += value * cosineX[x * componentsX + i] }
      }
      for j in 0..<componentsY {
        let basis = cosineY[y * componentsY + j]
        for i in 0..<componentsX { factors[j * componentsX + i] += row[i] * basis }
      }
    }
    let area = Double(image.width * image.height)
    for index in factors.indices { factors[index] *= (index == 0 ? 1 : 2) / area }
    return quantize(factors, componentsX: componentsX, componentsY: componentsY)
  }

  /// The hash text for the components' linear colours.
  private static func quantize(_ factors: [SIMD3<Double>], componentsX: Int, componentsY: Int)
    -> String
  {
    var text: [UInt8] = []
    text.reserveCapacity(4 + 2 * factors.count)
    Base83.encode((componentsX - 1) + (componentsY - 1) * 9, length: 1, into: &text)
    let ac = factors.dropFirst()
    var maximum = 1.0
    if ac.isEmpty {
      Base83.encode(0, length: 1, into: &text)
    } else {
      let largest = ac.map { max(abs($0.x), abs($0.y), abs($0.z)) }.max() ?? 0
      let quantized = Int(min(max((largest * 166 - 0.5).rounded(.down), 0), 82))
      maximum = Double(quantized + 1) / 166
      Base83.encode(quantized, length: 1, into: &text)
    }
    let dc = factors[0]
    let average =
      SRGBTransfer.byte(fromLinear: dc.x) << 16 | SRGBTransfer.byte(fromLinear: dc.y) << 8
      | SRGBTransfer.byte(fromLinear: dc.z)
    Base83.encode(average, length: 4, into: &text)
    for color in ac {
      func level(_ value: Double) -> Int {
        let scaled = SRGBTransfer.signedPower(value / maximum, 0.5) * 9 + 9.5
        return Int(min(max(scaled.rounded(.down), 0), 18))
      }
      Base83.encode(
        level(color.x) * 361 + level(color.y) * 19 + level(color.z), length: 2, into: &text)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The points `encode` sums over: every pixel of a small picture, or block sums of a big
  /// one placed at their blocks' centres, in linear light.
  struct SamplePoints {
    var positionsX: [Double]
    var positionsY: [Double]
    /// Per point, the sum of the linear colours of the pixels it stands for.
    var sums: [SIMD3<Double>]

    init(_ image: DecodedImage, maxSamples: Int) {
      let area = image.width * image.height
      let block =
        area <= maxSamples ? 1 : Int((Double(area) / Double(maxSamples)).squareRoot().rounded(.up))
      let columns = (image.width + block - 1) / block
      let rows = (image.height + block - 1) / block
      func centres(_ count: Int, _ extent: Int) -> [Double] {
        (0..<count).map { index in
          let start = index * block
          return Double(start + min(start + block, extent) - 1) / 2
        }
      }
      positionsX = centres(columns, image.width)
      positionsY = centres(rows, image.height)
      var sums = [SIMD3<Double>](repeating: .zero, count: columns * rows)
      let table = SRGBTransfer.linearTable
      image.pixels.withUnsafeBufferPointer { pixels in
        for y in 0..<image.height {
          let rowBase = (y / block) * columns
          for x in 0..<image.width {
            let index = (y * image.width + x) * 4
            sums[rowBase + x / block] += SIMD3(
              table[Int(pixels[index])], table[Int(pixels[index + 1])],
              table[Int(pixels[index + 2])])
          }
        }
      }
      self.sums = sums
    }
  }
}
