import TrellisTerminal

/// What a text field left out of text typed, pasted or set, and why; `rx.cut` emits one for
/// each edit that left something out, so a screen can say so (``message(field:)``).
///
/// Two reasons, counted apart:
/// - ``characters``: the text would have passed the field's maximum length; the end was left
///   out.
/// - ``marks``: a character (grapheme cluster) was longer than a cell shows — a letter
///   pasted with thousands of combining marks. It keeps its base and its first marks, as
///   many as a cell shows (``TextField/maximumScalarsPerCharacter`` scalars, at most
///   `Cell.maximumBytes` bytes); the marks after them were left out.
public struct TextFieldCut: Hashable, Sendable {
  /// Characters left out because the text would have passed the maximum length.
  public var characters: Int
  /// The maximum length then in force (nil when no character was left out for it).
  public var maximumLength: Int?
  /// Scalars (combining marks, modifiers, joined emoji) left out of characters longer than
  /// a cell shows.
  public var marks: Int

  /// A cut of `characters` over `maximumLength` and `marks` from long characters.
  public init(characters: Int = 0, maximumLength: Int? = nil, marks: Int = 0) {
    self.characters = characters
    self.maximumLength = maximumLength
    self.marks = marks
  }

  /// Whether nothing was left out.
  public var isEmpty: Bool {
    characters == 0 && marks == 0
  }

  /// What was left out and why, for the user; `field` names the field (`"title"`): "A
  /// character in the title carried too many combining marks: 19985 were left out (a
  /// character keeps at most 15)." and "At most 200 characters fit in the title: 5 were
  /// left out."
  public func message(field: String) -> String {
    var sentences: [String] = []
    if marks > 0 {
      sentences.append(
        "A character in the \(field) carried too many combining marks: \(Self.count(marks)) "
          + "left out (a character keeps at most \(TextField.maximumScalarsPerCharacter - 1)).")
    }
    if characters > 0 {
      let limit = maximumLength.map { "At most \($0) characters fit" } ?? "No more characters fit"
      sentences.append("\(limit) in the \(field): \(Self.count(characters)) left out.")
    }
    return sentences.joined(separator: " ")
  }

  /// "1 was" or "`n` were".
  private static func count(_ n: Int) -> String {
    n == 1 ? "1 was" : "\(n) were"
  }
}
