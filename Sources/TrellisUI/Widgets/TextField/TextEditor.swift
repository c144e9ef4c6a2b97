import TrellisTerminal

/// The editing model of a one-line text field: the text as grapheme clusters, a cursor
/// between them, the columns each cluster takes on screen, and the edits a field offers.
/// Pure value logic, no drawing.
///
/// An edit costs what it changes, not the length of the text: the clusters are split and
/// measured once, as they come in, and only where an edit joins two sides (a combining
/// mark typed after its letter) are the neighbours split again.
///
/// Each grapheme cluster keeps what a cell shows of it (``maximumScalars`` scalars,
/// ``maximumBytes`` bytes: `Cell`'s own caps, so the field holds what it draws): a letter
/// pasted with thousands of combining marks keeps its base and its first marks; the rest
/// are left out and counted in ``lastCut``.
///
/// Words, for the word jumps and Alt-Backspace/Alt-D, are runs of letters, digits and `_`;
/// Ctrl-W deletes back to the previous whitespace, as in a shell. With `opaqueWords` (secure
/// entry) every word motion goes to the start or the end, so it reveals nothing about the
/// hidden text.
struct TextEditor {
  /// The text, one grapheme cluster an element.
  private(set) var characters: [Character] = []
  /// The columns each element of `characters` takes once sanitized, in the same order.
  private(set) var columns: [Int] = []
  /// The cursor, as a count of grapheme clusters before it.
  private(set) var cursor = 0
  /// The most grapheme clusters the text may hold; nil for no limit.
  var maximumLength: Int? {
    didSet {
      lastCut = TextFieldCut()
      clampToMaximumLength()
    }
  }
  /// Whether word motions treat the whole text as one word.
  var opaqueWords = false
  /// What the last edit, `setText` or change of the maximum length left out, and why.
  private(set) var lastCut = TextFieldCut()
  /// How many grapheme clusters were measured so far (for tests of what edits cost).
  private(set) var measuredCount = 0

  /// The most scalars one grapheme cluster keeps: a base and its first marks, as a cell
  /// shows them. A letter with thousands of combining marks would otherwise be stored, and
  /// redrawn each frame, as one huge "character".
  static let maximumScalars = Cell.maximumScalars
  /// The most UTF-8 bytes one grapheme cluster keeps, as a cell shows it.
  static let maximumBytes = Cell.maximumBytes

  /// The text.
  var text: String { String(characters) }

  /// Replaces the text and puts the cursor at its end. Returns whether the text changed.
  @discardableResult
  mutating func setText(_ text: String) -> Bool {
    let old = characters
    let marks: Int
    (characters, marks) = Self.split(text)
    lastCut = TextFieldCut(marks: marks)
    columns = measure(characters[...])
    clampToMaximumLength()
    cursor = characters.count
    return characters != old
  }

  /// Inserts `text` at the cursor (as much as the maximum length allows) and moves the
  /// cursor after it. Returns whether the text changed: a mark typed after a letter that
  /// has as many as a cell shows is left out.
  @discardableResult
  mutating func insert(_ text: String) -> Bool {
    var (inserted, marks) = Self.split(text)
    lastCut = TextFieldCut(marks: marks)
    if let limit = maximumLength, inserted.count > limit - characters.count {
      let room = Swift.max(0, limit - characters.count)
      lastCut.characters = inserted.count - room
      lastCut.maximumLength = limit
      inserted.removeLast(inserted.count - room)
    }
    guard !inserted.isEmpty else { return false }
    let changed = replace(cursor..<cursor, with: String(inserted))
    clampToMaximumLength()
    return changed
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
    lastCut = TextFieldCut()
    let lower = Swift.max(0, start)
    let upper = Swift.min(characters.count, end)
    guard lower < upper else { return false }
    return replace(lower..<upper, with: "")
  }

  /// Replaces the clusters in `range` with `text` and puts the cursor after it. Only the
  /// seams are split again: `text` with the cluster before it and the one after it. When
  /// the one after does not come out whole (it joined the text), the rest of the text is
  /// split again from there. A cluster at a seam keeps what a cell shows (the marks left
  /// out are added to ``lastCut``); false when nothing changed.
  private mutating func replace(_ range: Range<Int>, with text: String) -> Bool {
    let lower = Swift.max(0, range.lowerBound - 1)
    var upper = Swift.min(characters.count, range.upperBound + 1)
    let head = String(characters[lower..<range.lowerBound]) + text
    var (joined, marks) = Self.split(head + String(characters[range.upperBound..<upper]))
    // Where the cursor goes in `joined`: before the cluster after the text, if any.
    var cursorInJoined = joined.count - (upper - range.upperBound)
    if upper > range.upperBound, joined.last != characters[upper - 1] {
      upper = characters.count
      (joined, marks) = Self.split(head + String(characters[range.upperBound..<upper]))
      cursorInJoined = Swift.min(head.count, joined.count)
    }
    lastCut.marks += marks
    guard !characters[lower..<upper].elementsEqual(joined) else { return false }
    characters.replaceSubrange(lower..<upper, with: joined)
    columns.replaceSubrange(lower..<upper, with: measure(joined[...]))
    cursor = lower + cursorInJoined
    return true
  }

  /// The columns each of `clusters` takes once sanitized.
  private mutating func measure(_ clusters: ArraySlice<Character>) -> [Int] {
    measuredCount += clusters.count
    return clusters.map { DisplayWidth.of(TextSanitizer.sanitize(String($0))) }
  }

  private mutating func clampToMaximumLength() {
    if let limit = maximumLength, characters.count > limit {
      lastCut.characters += characters.count - Swift.max(0, limit)
      lastCut.maximumLength = limit
      characters.removeLast(characters.count - Swift.max(0, limit))
      columns.removeLast(columns.count - characters.count)
      cursor = Swift.min(cursor, characters.count)
    }
  }
}
