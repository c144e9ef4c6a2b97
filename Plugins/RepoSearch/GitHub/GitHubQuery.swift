/// What the user typed, routed as GitHub's own search box routes it: words search
/// repositories (qualifiers such as `language:swift stars:>100` passed through as typed);
/// `@name`, or `user:name` alone, lists the repositories of the account `name`.
enum GitHubQuery: Equatable {
  /// A blank query, or a lone `@`: nothing is sent.
  case empty
  /// The repositories of an account: what follows `@` (checked with ``isLogin(_:)`` before
  /// anything is sent), or the valid login of a lone `user:` qualifier.
  case user(String)
  /// A repository search for the text, trimmed.
  case search(String)

  /// `text` routed.
  init(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed == "@" {
      self = .empty
    } else if trimmed.hasPrefix("@") {
      self = .user(String(trimmed.dropFirst()))
    } else if trimmed.hasPrefix("user:"), Self.isLogin(String(trimmed.dropFirst(5))) {
      self = .user(String(trimmed.dropFirst(5)))
    } else {
      self = .search(trimmed)
    }
  }

  /// The text that lists `word`'s repositories when `word` could be an account, the hint
  /// a one-word search offers (`@swift`); nil otherwise.
  static func accountHint(for text: String) -> String? {
    guard case .search(let word) = GitHubQuery(text), isLogin(word) else { return nil }
    return "@" + word
  }

  /// Whether `word` is a valid GitHub login: letters, digits and single hyphens, neither
  /// starting nor ending with a hyphen, at most 39 characters.
  static func isLogin(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard (1...39).contains(scalars.count), scalars.first != "-", scalars.last != "-" else {
      return false
    }
    var previous: Unicode.Scalar?
    for scalar in scalars {
      let isAlphanumeric =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
      guard isAlphanumeric || scalar == "-" else { return false }
      if scalar == "-" && previous == "-" { return false }
      previous = scalar
    }
    return true
  }
}
