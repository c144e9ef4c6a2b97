/// A terminal colour. What a terminal can show is decided when a frame is encoded: the
/// renderer down-samples `rgb` and `indexed` colours to the terminal's capabilities.
public enum Color: Hashable, Sendable, BitwiseCopyable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// An entry of the 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI black.
  public static let black = Color.ansi(0)
  /// ANSI red.
  public static let red = Color.ansi(1)
  /// ANSI green.
  public static let green = Color.ansi(2)
  /// ANSI yellow.
  public static let yellow = Color.ansi(3)
  /// ANSI blue.
  public static let blue = Color.ansi(4)
  /// ANSI magenta.
  public static let magenta = Color.ansi(5)
  /// ANSI cyan.
  public static let cyan = Color.ansi(6)
  /// ANSI white (light grey on most terminals).
  public static let white = Color.ansi(7)
  /// ANSI bright black (dark grey).
  public static let gray = Color.ansi(8)
  /// ANSI bright white.
  public static let brightWhite = Color.ansi(15)
}
