import Foundation

/// The sRGB transfer curve, as BlurHash uses it: colours are averaged in linear light.
enum SRGBTransfer {
  /// Each 8-bit sRGB value in linear light (0...1).
  static let linearTable: [Double] = (0..<256).map { byte in
    let value = Double(byte) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// A linear value (clamped to 0...1) as an 8-bit sRGB value, rounded to nearest.
  static func byte(fromLinear linear: Double) -> Int {
    let value = min(max(linear, 0), 1)
    let encoded = value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    return Int(encoded * 255 + 0.5)
  }

  /// `value`'s magnitude raised to `exponent`, with `value`'s sign.
  static func signedPower(_ value: Double, _ exponent: Double) -> Double {
    let magnitude = pow(abs(value), exponent)
    return value < 0 ? -magnitude : magnitude
  }
}
