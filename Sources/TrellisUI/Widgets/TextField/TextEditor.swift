/// The editing model of a one-line text field: the text as grapheme clusters, a cursor
/// between them, and the edits a field offers. Pure value logic, no drawing.
///
/// Words, for the word jumps and Alt-Backspace/Alt-D, are runs of letters, digits and `_`;
/// Ctrl-W deletes back to the previous whitespace, as in a shell. With `opaqueWords` (secure
/// entry) every word motion goes to the start or the end, so it reveals nothing about the
/// hidden text.
struct TextEditor: Equatable {
  /// The text, one grapheme cluster an element.
  private(set) var characters: [Character] = []
  /// The cursor, as a count of grapheme clusters before it.
  private(set) var cursor = 0
  /// The most grapheme clusters the text may hold; nil for no limit.
  var maximumLength: Int? {
    didSet {
      lastCut = 0
      clampToMaximumLength()
    }
  }
  /// Whether word motions treat the whole text as one word.
  var opaqueWords = false
  /// How many grapheme clusters the last `setText` or `insert` left out: over the maximum
  /// length, or longer than ``maximumGraphemeBytes``.
  private(set) var lastCut = 0

  /// The longest grapheme cluster kept, in UTF-8 bytes: a letter with a handful of accents
  /// or an emoji sequence fits; a letter with thousands of combining marks (which would be
  /// stored, and redrawn each frame, as one huge "character") is left out.
  static let maximumGraphemeBytes = 64

  /// The text.
  var text: String { String(characters) }

  /// Replaces the text and puts the cursor at its end. Returns whether the text changed.
  @discardableResult
  mutating func setText(_ text: String) -> Bool {
    let old = characters
    let all = Array(text)
    characters = all.filter(Self.isKept)
    lastCut = all.count - characters.count
    clampToMaximumLength()
    cursor = characters.count
    return characters != old
  }

  /// Inserts `text` at the cursor (as much as the maximum length allows) and moves the
  /// cursor after it. Returns whether the text changed.
  @discardableResult
  mutating func insert(_ text: String) -> Bool {
    let all = Array(text)
    var inserted = all.filter(Self.isKept)
    if let limit = maximumLength {
      inserted = Array(inserted.prefix(Swift.max(0, limit - characters.count)))
    }
    lastCut = all.count - inserted.count
    guard !inserted.isEmpty else { return false }
    let before = String(characters[..<cursor]) + String(inserted)
    let after = String(characters[cursor...])
    characters = Array(before + after)
    cursor = Swift.min(before.count, characters.count)
    clampToMaximumLength()
    return true
  }

  /// Deletes the grapheme before the cursor.
  @discardableResult
  mutating func deleteBackward() -> Bool {
    delete(from: cursor - 1, to: cursor)
  }

  /// Deletes the grapheme after the cursor.
  @discardableResult
  mutating func deleteForward() -> Bool {
    delete(from: cursor, to: cursor + 1)
  }

  /// Deletes from the start of the text to the cursor (Ctrl-U).
  @discardableResult
  mutating func deleteToStart() -> Bool {
    delete(from: 0, to: cursor)
  }

  /// Deletes from the cursor to the end of the text (Ctrl-K).
  @discardableResult
  mutating func deleteToEnd() -> Bool {
    delete(from: cursor, to: characters.count)
  }

  /// Deletes back to the previous whitespace, and the whitespace before the cursor (Ctrl-W).
  @discardableResult
  mutating func deleteWhitespaceWordBackward() -> Bool {
    guard !opaqueWords else { return deleteToStart() }
    var index = cursor
    while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
    while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
    return delete(from: index, to: cursor)
  }

  /// Deletes back to the start of the word before the cursor (Alt-Backspace).
  @discardableResult
  mutating func deleteWordBackward() -> Bool {
    delete(from: wordStart(before: cursor), to: cursor)
  }

  /// Deletes forward to the end of the word after the cursor (Alt-D).
  @discardableResult
  mutating func deleteWordForward() -> Bool {
    delete(from: cursor, to: wordEnd(after: cursor))
  }

  /// Moves the cursor one grapheme left.
  mutating func moveLeft() { cursor = Swift.max(0, cursor - 1) }
  /// Moves the cursor one grapheme right.
  mutating func moveRight() { cursor = Swift.min(characters.count, cursor + 1) }
  /// Moves the cursor to the start.
  mutating func moveToStart() { cursor = 0 }
  /// Moves the cursor to the end.
  mutating func moveToEnd() { cursor = characters.count }
  /// Moves the cursor to the start of the word before it.
  mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
  /// Moves the cursor to the end of the word after it.
  mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private func wordStart(before position: Int) -> Int {
    guard !opaqueWords else { return 0 }
    var index = position
    while index > 0 && !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0 && isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  private func wordEnd(after position: Int) -> Int {
    guard !opaqueWords else { return characters.count }
    var index = position
    while index < characters.count && !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count && isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  /// Deletes the graphemes in `start..<end` (clamped) and puts the cursor at `start`.
  private mutating func delete(from start: Int, to end: Int) -> Bool {
    let lower = Swift.max(0, start)
    let upper = Swift.min(characters.count, end)
    guard lower < upper else { return false }
    // Joining the two sides can merge graphemes (a combining mark after the cut): rebuild.
    let before = String(characters[..<lower])
    characters = Array(before + String(characters[upper...]))
    cursor = Swift.min(before.count, characters.count)
    return true
  }

  /// Whether a grapheme cluster is short enough to keep.
  private static func isKept(_ character: Character) -> Bool {
    character.utf8.count <= maximumGraphemeBytes
  }

  private mutating func clampToMaximumLength() {
    if let limit = maximumLength, characters.count > limit {
      lastCut += characters.count - Swift.max(0, limit)
      characters.removeLast(characters.count - Swift.max(0, limit))
      cursor = Swift.min(cursor, characters.count)
    }
  }
}
