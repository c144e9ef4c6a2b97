/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable, BitwiseCopyable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Attributes from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (or bright) text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim (faint) text.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic text.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable, BitwiseCopyable {
  /// The text colour.
  public var foreground: Color
  /// The cell's background colour.
  public var background: Color
  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes

  /// A style; everything defaults to the terminal's own look.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style with another foreground.
  public func foreground(_ color: Color) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// This style with another background.
  public func background(_ color: Color) -> Style {
    var style = self
    style.background = color
    return style
  }

  /// This style with `attributes` added.
  public func adding(_ attributes: TextAttributes) -> Style {
    var style = self
    style.attributes.formUnion(attributes)
    return style
  }
}
