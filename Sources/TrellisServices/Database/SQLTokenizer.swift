/// SQLite's SQL read as tokens, the way SQLite's own tokenizer splits it: words (keywords,
/// bare names, numbers), quoted names (`"…"`, `[…]`, `` `…` ``), strings (`'…'`) and single
/// punctuation characters; spaces and comments (`-- …`, `/* … */`) separate tokens and are
/// dropped. The schema guard reads module arguments and trigger bodies with it, so that a
/// comment or a quoted name cannot hide what SQLite itself will read.
struct SQLTokenizer {
  /// One token.
  struct Token: Equatable {
    /// What kind of token it is.
    enum Kind: Equatable {
      case word
      case quotedName
      case string
      case punctuation
    }

    let kind: Kind
    /// The token's text with its quotes removed (doubled quotes made single).
    let text: String
    /// Where the token is in the SQL, as UTF-8 offsets.
    let range: Range<Int>

    /// Whether the token is the bare word `keyword`, in any case.
    func isKeyword(_ keyword: String) -> Bool {
      kind == .word && text.uppercased() == keyword
    }

    /// Whether the token is the punctuation `character`.
    func isPunctuation(_ character: Character) -> Bool {
      kind == .punctuation && text == String(character)
    }
  }

  /// The SQL's bytes.
  let bytes: [UInt8]

  /// A tokenizer of `sql`.
  init(_ sql: String) {
    bytes = Array(sql.utf8)
  }

  /// The text of the SQL between the offsets of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The tokens, in order; nil when a quote or a comment is not closed.
  func tokens() -> [Token]? {
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
        index += 1
      case UInt8(ascii: "-") where next(index) == UInt8(ascii: "-"):
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where next(index) == UInt8(ascii: "*"):
        guard let end = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: index + 2) else {
          return nil
        }
        index = end + 2
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "["):
        let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte
        guard let token = quoted(from: index, close: close) else { return nil }
        tokens.append(token)
        index = token.range.upperBound
      default:
        if isWordByte(byte) {
          var end = index
          while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
          tokens.append(Token(kind: .word, text: text(index..<end), range: index..<end))
          index = end
        } else {
          tokens.append(
            Token(kind: .punctuation, text: text(index..<index + 1), range: index..<index + 1))
          index += 1
        }
      }
    }
    return tokens
  }

  private func next(_ index: Int) -> UInt8? {
    index + 1 < bytes.count ? bytes[index + 1] : nil
  }

  private func find(_ pattern: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + pattern.count <= bytes.count {
      if Array(bytes[index..<index + pattern.count]) == pattern { return index }
      index += 1
    }
    return nil
  }

  /// A quoted token starting at `start`; a doubled closing quote stands for one (not in
  /// `[…]`).
  private func quoted(from start: Int, close: UInt8) -> Token? {
    var content: [UInt8] = []
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == close {
        if close != UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == close {
          content.append(close)
          index += 2
          continue
        }
        let kind: Token.Kind = bytes[start] == UInt8(ascii: "'") ? .string : .quotedName
        return Token(
          kind: kind, text: String(decoding: content, as: UTF8.self), range: start..<index + 1)
      }
      content.append(bytes[index])
      index += 1
    }
    return nil
  }

  /// Letters, digits, `_`, `$` and every non-ASCII byte make words, as in SQLite.
  private func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
