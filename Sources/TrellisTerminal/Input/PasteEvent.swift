/// Text pasted into the terminal, delivered whole by bracketed paste (mode 2004) rather than
/// as key presses, so pasted newlines never act as Enter.
///
/// The text is as received: invalid UTF-8 has become U+FFFD, but control characters, escape
/// bytes and carriage returns (most terminals send line breaks as CR) are kept. Whoever shows
/// it must sanitize it first (the UI does, with ``TextSanitizer``); whoever inserts it into a
/// text field decides what to do with line breaks. A paste larger than the decoder's cap
/// arrives as several consecutive events.
public struct PasteEvent: Hashable, Sendable, CustomStringConvertible {
  /// The pasted text, unsanitized.
  public var text: String

  /// A paste of `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The event as `paste("…")`, with the text escaped.
  public var description: String {
    "paste(\(text.debugDescription))"
  }
}
