/// What the user typed, routed: nothing, one word that can be a GitHub login (whose
/// repositories are listed), or a repository search (qualifiers such as `language:swift
/// stars:>100` passed through as typed).
enum GitHubQuery: Equatable {
  /// A blank query: nothing is sent.
  case empty
  /// A single word that is a valid login: letters, digits and single hyphens, neither
  /// starting nor ending with a hyphen, at most 39 characters.
  case user(String)
  /// Anything else, trimmed.
  case search(String)

  /// `text` routed.
  init(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      self = .empty
    } else if Self.isLogin(trimmed) {
      self = .user(trimmed)
    } else {
      self = .search(trimmed)
    }
  }

  /// The query text (empty for `.empty`).
  var text: String {
    switch self {
    case .empty: return ""
    case .user(let login): return login
    case .search(let text): return text
    }
  }

  /// Whether `word` is a valid GitHub login.
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
