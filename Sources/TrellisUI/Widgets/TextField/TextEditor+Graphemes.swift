import TrellisTerminal

extension TextEditor {
  /// `text` split into grapheme clusters, each cut to what a cell shows of it — its first
  /// ``maximumScalars`` scalars, ``maximumBytes`` bytes at most, stopping at the first that
  /// does not fit, as `Cell` does — and how many scalars were left out.
  ///
  /// A cut cluster can join the one after it (a trailing joiner, a prepended mark), so the
  /// text is split again after a cut, and cut again, until every cluster fits (each round
  /// leaves out at least one scalar; a few rounds at most in practice).
  static func split(_ text: String) -> (characters: [Character], leftOut: Int) {
    var characters = Array(text)
    var leftOut = 0
    while let first = characters.firstIndex(where: { !fits($0) }) {
      var joined = String(characters[..<first])
      for character in characters[first...] {
        guard !fits(character) else {
          joined.append(character)
          continue
        }
        let (kept, dropped) = keptScalars(of: character)
        joined.unicodeScalars.append(contentsOf: kept)
        leftOut += dropped
      }
      characters = Array(joined)
    }
    return (characters, leftOut)
  }

  /// Whether `character` is short enough to keep whole (the byte count alone settles the
  /// common case: no more bytes than scalars allowed).
  private static func fits(_ character: Character) -> Bool {
    let bytes = character.utf8.count
    return bytes <= maximumScalars
      || (bytes <= maximumBytes && character.unicodeScalars.count <= maximumScalars)
  }

  /// The scalars of `character` a cell shows, and how many it leaves out.
  private static func keptScalars(of character: Character) -> (
    kept: String.UnicodeScalarView, leftOut: Int
  ) {
    Cell.keptScalars(of: character.unicodeScalars)
  }
}
