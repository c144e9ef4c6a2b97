import TrellisTerminal

/// The editing model of a one-line text field: the text as grapheme clusters, a cursor
/// between them, the columns each cluster takes on screen, and the edits a field offers.
/// Pure value logic, no drawing.
///
/// An edit costs what it changes, not the length of the text: the clusters are split and
/// measured once, as they come in, and only where an edit joins two sides (a combining
/// mark typed after its letter) are the neighbours split again.
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
      lastCut = 0
      clampToMaximumLength()
    }
  }
  /// Whether word motions treat the whole text as one word.
  var opaqueWords = false
  /// How many grapheme clusters the last `setText` or `insert` left out: over the maximum
  /// length, or longer than ``maximumGraphemeBytes``.
  private(set) var lastCut = 0
  /// How many grapheme clusters were measured so far (for tests of what edits cost).
  private(set) var measuredCount = 0

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
    columns = measure(characters[...])
    clampToMaximumLength()
    cursor = characters.count
    return characters != old
  }

  /// Inserts `text` at the cursor (as much as the maximum length allows) and moves the
  /// cursor after it. Returns whether the text changed; nothing is inserted when it would
  /// join the cluster before or after it into one longer than ``maximumGraphemeBytes``.
  @discardableResult
  mutating func insert(_ text: String) -> Bool {
    let all = Array(text)
    var inserted = all.filter(Self.isKept)
    if let limit = maximumLength {
      inserted = Array(inserted.prefix(Swift.max(0, limit - characters.count)))
    }
    lastCut = all.count - inserted.count
    guard !inserted.isEmpty else { return false }
    guard replace(cursor..<cursor, with: String(inserted)) else {
      lastCut = all.count
      return false
    }
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
    return replace(lower..<upper, with: "")
  }

  /// Replaces the clusters in `range` with `text` and puts the cursor after it. Only the
  /// seams are split again: `text` with the cluster before it and the one after it. When
  /// the one after does not come out whole (it joined the text), the rest of the text is
  /// split again from there. False, changing nothing, when a cluster at a seam would be
  /// longer than ``maximumGraphemeBytes``.
  private mutating func replace(_ range: Range<Int>, with text: String) -> Bool {
    let lower = Swift.max(0, range.lowerBound - 1)
    var upper = Swift.min(characters.count, range.upperBound + 1)
    let head = String(characters[lower..<range.lowerBound]) + text
    var joined = Array(head + String(characters[range.upperBound..<upper]))
    // Where the cursor goes in `joined`: before the cluster after the text, if any.
    var cursorInJoined = joined.count - (upper - range.upperBound)
    if upper > range.upperBound, joined.last != characters[upper - 1] {
      upper = characters.count
      joined = Array(head + String(characters[range.upperBound..<upper]))
      cursorInJoined = Swift.min(head.count, joined.count)
    }
    guard joined.allSatisfy(Self.isKept) else { return false }
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

  /// Whether a grapheme cluster is short enough to keep.
  private static func isKept(_ character: Character) -> Bool {
    character.utf8.count <= maximumGraphemeBytes
  }

  private mutating func clampToMaximumLength() {
    if let limit = maximumLength, characters.count > limit {
      lastCut += characters.count - Swift.max(0, limit)
      characters.removeLast(characters.count - Swift.max(0, limit))
      columns.removeLast(columns.count - characters.count)
      cursor = Swift.min(cursor, characters.count)
    }
  }
}
