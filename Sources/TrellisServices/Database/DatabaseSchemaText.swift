/// What the schema guard reads from a schema object's SQL, token by token
/// (``SQLTokenizer``), as SQLite reads it: the options of a virtual table's module
/// arguments, and a trigger's `WHEN` condition and body statements.
enum DatabaseSchemaText {
  /// The tables the `content=` options of the virtual table `sql` name (FTS4 and FTS5
  /// read their content from it), dequoted; a value of several tokens (`main.t`) is
  /// joined. Read from the module's arguments, split at their top-level commas, so a
  /// comment or a quoted option name (`"content"='t'`) does not hide one, and a column
  /// named `"content=x"` is not taken for one. Nil when the SQL cannot be read.
  static func contentTables(ofVirtualTable sql: String) -> [String]? {
    guard let tokens = SQLTokenizer(sql).tokens() else { return nil }
    guard let using = tokens.firstIndex(where: { $0.isKeyword("USING") }) else { return [] }
    guard let open = tokens[using...].firstIndex(where: { $0.isPunctuation("(") }) else {
      return []
    }
    var arguments: [[SQLTokenizer.Token]] = [[]]
    var depth = 0
    for token in tokens[(open + 1)...] {
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0 && token.isPunctuation(",") {
        arguments.append([])
      } else {
        arguments[arguments.count - 1].append(token)
      }
    }
    return arguments.compactMap { argument in
      guard argument.count >= 3, argument[0].kind != .punctuation,
        argument[0].text.lowercased() == "content", argument[1].isPunctuation("=")
      else { return nil }
      return argument[2...].map(\.text).joined()
    }
  }

  /// A trigger's parts: its `WHEN` condition (nil when it has none) and the statements
  /// of its body, each without its `;`. Nil when the SQL cannot be read as a trigger.
  static func triggerParts(_ sql: String) -> (when: String?, statements: [String])? {
    let tokenizer = SQLTokenizer(sql)
    guard let tokens = tokenizer.tokens() else { return nil }
    var depth = 0
    var whenIndex: Int?
    var beginIndex: Int?
    for (index, token) in tokens.enumerated() {
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") { depth -= 1 }
      guard depth == 0 else { continue }
      if token.isKeyword("WHEN") && whenIndex == nil && beginIndex == nil {
        whenIndex = index
      }
      if token.isKeyword("BEGIN") {
        beginIndex = index
        break
      }
    }
    guard let beginIndex, let endIndex = tokens.lastIndex(where: { $0.isKeyword("END") }),
      endIndex > beginIndex + 1
    else { return nil }
    var when: String?
    if let whenIndex {
      guard whenIndex + 1 < beginIndex else { return nil }
      when = tokenizer.text(
        tokens[whenIndex + 1].range.lowerBound..<tokens[beginIndex - 1].range.upperBound)
    }
    var statements: [String] = []
    var start: Int?
    for index in (beginIndex + 1)..<endIndex {
      let token = tokens[index]
      if token.isPunctuation(";") {
        if let first = start {
          statements.append(
            tokenizer.text(tokens[first].range.lowerBound..<tokens[index - 1].range.upperBound))
        }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    // SQLite requires each body statement to end with `;`: anything left over is no body.
    guard start == nil, !statements.isEmpty else { return nil }
    return (when, statements)
  }
}
