import Foundation
import TrellisImages

/// Paints the gallery's sample pictures: landscapes, seas, auroras, rings, plasma, tiles
/// and cells, each from a seed, so the set is the same everywhere and no image file is
/// kept in the repository.
enum SamplePainter {
  /// The kinds of picture, in the order the samples cycle through them.
  enum Kind: Int, CaseIterable {
    case mountains, sea, aurora, rings, plasma, tiles, cells, forest

    /// A name for the picture's caption.
    var name: String {
      switch self {
      case .mountains: return "Mountains"
      case .sea: return "Sea"
      case .aurora: return "Aurora"
      case .rings: return "Rings"
      case .plasma: return "Plasma"
      case .tiles: return "Tiles"
      case .cells: return "Cells"
      case .forest: return "Forest"
      }
    }
  }

  /// Sample number `index` (its kind is `index` modulo the number of kinds) at
  /// `width`×`height` pixels; nil for an empty size.
  static func paint(index: Int, width: Int, height: Int) -> DecodedImage? {
    guard width > 0, height > 0 else { return nil }
    let kind = Kind(rawValue: index % Kind.allCases.count) ?? .mountains
    var random = SampleRandom(seed: UInt64(index + 1))
    let hue = random.float(0...1)
    let shade: (Float, Float) -> SampleColor
    switch kind {
    case .mountains: shade = mountains(hue: hue, random: &random)
    case .sea: shade = sea(hue: hue, random: &random)
    case .aurora: shade = aurora(hue: hue, random: &random)
    case .rings: shade = rings(hue: hue, random: &random, aspect: Float(width) / Float(height))
    case .plasma: shade = plasma(hue: hue, random: &random)
    case .tiles: shade = tiles(hue: hue, random: &random)
    case .cells: shade = cells(hue: hue, random: &random)
    case .forest: shade = forest(hue: hue, random: &random)
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        let v = Float(y) / Float(height)
        for x in 0..<width {
          let (r, g, b) = shade(Float(x) / Float(width), v).bytes
          let i = (y * width + x) * 4
          buffer[i] = r
          buffer[i + 1] = g
          buffer[i + 2] = b
        }
      }
    }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }

  /// A ridge line: summed sines with random phases, between 0 and 1.
  private static func ridge(_ random: inout SampleRandom, base: Float, height: Float)
    -> (Float) -> Float
  {
    let waves = (0..<3).map { _ in (random.float(2...9), random.float(0...6.3)) }
    return { u in
      var total: Float = 0
      for (frequency, phase) in waves { total += sin(u * frequency + phase) / frequency }
      return base - height * total
    }
  }

  private static func sky(_ hue: Float, _ v: Float) -> SampleColor {
    SampleColor(hue: hue, saturation: 0.55, value: 0.95)
      .mixed(with: SampleColor(hue: hue + 0.08, saturation: 0.8, value: 0.55), 1 - v * 1.6)
  }

  private static func mountains(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let layers = (0..<3).map { n in ridge(&random, base: 0.45 + Float(n) * 0.15, height: 0.25) }
    let sun = (random.float(0.2...0.8), random.float(0.15...0.35))
    return { u, v in
      for (n, layer) in layers.enumerated().reversed() where v > layer(u) {
        return SampleColor(hue: hue + 0.5, saturation: 0.4, value: 0.55 - Float(n) * 0.15)
      }
      let d = hypot(u - sun.0, (v - sun.1) * 0.7)
      return d < 0.06
        ? SampleColor(red: 1, green: 0.9, blue: 0.6)
        : sky(hue, v).mixed(with: .init(red: 1, green: 0.8, blue: 0.5), 0.2 - d)
    }
  }

  private static func sea(hue: Float, random: inout SampleRandom) -> (Float, Float) -> SampleColor {
    let horizon = random.float(0.35...0.55)
    let frequency = random.float(40...90)
    return { u, v in
      guard v > horizon else { return sky(hue, v / horizon) }
      let depth = (v - horizon) / (1 - horizon)
      let wave = sin(v * frequency * (1 + depth) + sin(u * 12) * 2) * 0.08
      return SampleColor(hue: hue + 0.45, saturation: 0.7, value: 0.75 - depth * 0.4 + wave)
    }
  }

  private static func aurora(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let curtain = ridge(&random, base: 0.4, height: 0.3)
    let ground = ridge(&random, base: 0.85, height: 0.05)
    return { u, v in
      if v > ground(u) { return SampleColor(red: 0.04, green: 0.05, blue: 0.08) }
      let night = SampleColor(red: 0.02, green: 0.03, blue: 0.12).mixed(
        with: SampleColor(red: 0.05, green: 0.1, blue: 0.25), v)
      let glow = max(0, 1 - abs(v - curtain(u)) * 6) * (0.6 + 0.4 * sin(u * 40))
      return night.mixed(with: SampleColor(hue: 0.33 + hue * 0.5, saturation: 0.8, value: 1), glow)
    }
  }

  private static func rings(hue: Float, random: inout SampleRandom, aspect: Float) -> (
    Float, Float
  ) -> SampleColor {
    let center = (random.float(0.3...0.7), random.float(0.3...0.7))
    let spacing = random.float(14...30)
    return { u, v in
      let d = hypot((u - center.0) * aspect, v - center.1)
      return SampleColor(hue: hue + d * 0.8, saturation: 0.6, value: 0.6 + 0.35 * sin(d * spacing))
    }
  }

  private static func plasma(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let (a, b, c) = (random.float(5...12), random.float(5...12), random.float(3...9))
    return { u, v in
      let t = sin(u * a) + sin(v * b) + sin((u + v) * c) + sin(hypot(u - 0.5, v - 0.5) * 14)
      return SampleColor(hue: hue + t * 0.12, saturation: 0.75, value: 0.85)
    }
  }

  private static func tiles(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let count = random.float(6...14)
    let tilt = random.float(-0.5...0.5)
    return { u, v in
      let x = Int(((u + v * tilt) * count).rounded(.down))
      let y = Int((v * count * 0.66).rounded(.down))
      let odd = (x + y) & 1 == 0
      return SampleColor(
        hue: hue + Float((x * 7 + y * 3) % 5) * 0.04, saturation: odd ? 0.35 : 0.6,
        value: odd ? 0.95 : 0.7)
    }
  }

  private static func cells(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let seeds = (0..<12).map { _ in
      (random.float(0...1), random.float(0...1), random.float(0...0.3))
    }
    return { u, v in
      var nearest: Float = 9
      var second: Float = 9
      var tint: Float = 0
      for (x, y, t) in seeds {
        let d = (u - x) * (u - x) + (v - y) * (v - y)
        if d < nearest {
          second = nearest
          nearest = d
          tint = t
        } else if d < second {
          second = d
        }
      }
      let edge = min(1, (second.squareRoot() - nearest.squareRoot()) * 30)
      return SampleColor(hue: hue + tint, saturation: 0.55, value: 0.35 + 0.6 * edge)
    }
  }

  private static func forest(hue: Float, random: inout SampleRandom) -> (Float, Float)
    -> SampleColor
  {
    let trees = (0..<14).map { _ in
      (random.float(0...1), random.float(0.45...0.7), random.float(0.04...0.08))
    }
    return { u, v in
      for (x, top, half) in trees where v > top && abs(u - x) < half * (v - top) / 0.3 {
        return SampleColor(hue: 0.33, saturation: 0.6, value: 0.25 + top * 0.3)
      }
      return v > 0.8
        ? SampleColor(hue: 0.25, saturation: 0.5, value: 0.4 - (v - 0.8))
        : sky(hue * 0.3 + 0.5, v)
    }
  }
}
