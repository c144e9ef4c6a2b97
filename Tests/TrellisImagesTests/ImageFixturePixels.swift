/// RGBA pixels the image tests draw themselves: stripes, gradients, checkerboards.
struct ImageFixturePixels {
  let width: Int
  let height: Int
  var rgba: [UInt8]

  init(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) {
    self.width = width
    self.height = height
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = color(x, y)
        rgba += [r, g, b, a]
      }
    }
    self.rgba = rgba
  }

  func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }

  static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Self {
    Self(width: width, height: height) { _, _ in (r, g, b, 255) }
  }

  /// Three vertical stripes: red, green, blue (left to right).
  static func stripes(width: Int, height: Int) -> Self {
    Self(width: width, height: height) { x, _ in
      switch x * 3 / width {
      case 0: return (255, 0, 0, 255)
      case 1: return (0, 255, 0, 255)
      default: return (0, 0, 255, 255)
      }
    }
  }

  /// Left half red, right half blue.
  static func halves(width: Int, height: Int) -> Self {
    Self(width: width, height: height) { x, _ in x < width / 2 ? (255, 0, 0, 255) : (0, 0, 255, 255)
    }
  }

  /// Black at the left to white at the right.
  static func gradient(width: Int, height: Int) -> Self {
    Self(width: width, height: height) { x, _ in
      let v = UInt8(x * 255 / max(1, width - 1))
      return (v, v, v, 255)
    }
  }

  /// Squares of `cell` pixels, alternately black and white.
  static func checkerboard(width: Int, height: Int, cell: Int) -> Self {
    Self(width: width, height: height) { x, y in
      (x / cell + y / cell) % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
    }
  }
}

/// A seeded generator (SplitMix64) so fuzz inputs are the same on every run.
struct ImageFuzzRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
  }
}
