import TrellisTerminal

/// A run of text in one style: a piece of a ``StyledLine``.
public struct StyledSpan: Hashable, Sendable {
  /// The text (sanitized when drawn).
  public var text: String
  /// How it looks.
  public var style: Style

  /// A span of `text` in `style`.
  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}
