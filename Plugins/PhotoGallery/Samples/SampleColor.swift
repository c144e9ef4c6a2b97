/// A colour for painting samples: red, green and blue from 0 to 1.
struct SampleColor {
  var red: Float
  var green: Float
  var blue: Float

  /// A colour from hue (0–1, wrapping), saturation and value (0–1).
  init(hue: Float, saturation: Float, value: Float) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Float(Int(h))
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * f)
    let t = value * (1 - saturation * (1 - f))
    switch sector {
    case 0: (red, green, blue) = (value, t, p)
    case 1: (red, green, blue) = (q, value, p)
    case 2: (red, green, blue) = (p, value, t)
    case 3: (red, green, blue) = (p, q, value)
    case 4: (red, green, blue) = (t, p, value)
    default: (red, green, blue) = (value, p, q)
    }
  }

  init(red: Float, green: Float, blue: Float) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour `amount` (0–1) of the way to `other`.
  func mixed(with other: SampleColor, _ amount: Float) -> SampleColor {
    let a = min(max(amount, 0), 1)
    return SampleColor(
      red: red + (other.red - red) * a, green: green + (other.green - green) * a,
      blue: blue + (other.blue - blue) * a)
  }

  /// The colour with each channel times `factor`.
  func scaled(_ factor: Float) -> SampleColor {
    SampleColor(red: red * factor, green: green * factor, blue: blue * factor)
  }

  /// The channels as bytes.
  var bytes: (UInt8, UInt8, UInt8) {
    func byte(_ value: Float) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
    return (byte(red), byte(green), byte(blue))
  }
}
