import Trellis

/// A 24-bit colour, read from a hex string such as Unsplash's `"color": "#60544D"`.
public struct PhotoColor: Sendable, Hashable, CustomStringConvertible {
  /// The red component.
  public var red: UInt8
  /// The green component.
  public var green: UInt8
  /// The blue component.
  public var blue: UInt8

  /// A colour with these components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour written as `#RRGGBB`, `RRGGBB`, `#RGB` or `RGB` (hex digits in either
  /// case, whitespace around allowed); nil for anything else.
  public init?(hex: String) {
    var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6,
      digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
    else { return nil }
    if digits.count == 3 {
      let red = UInt8((value >> 8) & 0xF)
      let green = UInt8((value >> 4) & 0xF)
      let blue = UInt8(value & 0xF)
      self.init(red: red * 17, green: green * 17, blue: blue * 17)
    } else {
      self.init(
        red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
        blue: UInt8(value & 0xFF))
    }
  }

  /// `#RRGGBB`, upper-case.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }

  /// The same as ``hex``.
  public var description: String {
    hex
  }

  /// The colour for a terminal cell.
  public var terminalColor: Color {
    .rgb(red, green, blue)
  }
}
