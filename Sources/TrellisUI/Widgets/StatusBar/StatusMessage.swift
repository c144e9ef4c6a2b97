/// A message for the status bar: a notice or an error.
public struct StatusMessage: Hashable, Sendable, ExpressibleByStringLiteral {
  /// What kind of message it is, which decides its style.
  public enum Kind: Hashable, Sendable {
    /// Information: "Saved", "3 tasks loaded".
    case notice
    /// Something went wrong that the user should see.
    case error
  }

  /// The text (sanitized when drawn).
  public var text: String
  /// Notice or error.
  public var kind: Kind

  /// A message of `kind`.
  public init(_ text: String, kind: Kind = .notice) {
    self.text = text
    self.kind = kind
  }

  /// A notice from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A notice.
  public static func notice(_ text: String) -> StatusMessage {
    StatusMessage(text, kind: .notice)
  }

  /// An error message.
  public static func error(_ text: String) -> StatusMessage {
    StatusMessage(text, kind: .error)
  }
}
