import Foundation

/// A row of the search results: a GitHub repository or a local one.
public enum RepoRow: Hashable, Sendable, Identifiable {
  /// A repository on GitHub.
  case github(GitHubRepository)
  /// A repository on this machine.
  case local(LocalRepository)

  /// `github:owner/name` or `local:/path`.
  public var id: String {
    switch self {
    case .github(let repository): return "github:\(repository.fullName)"
    case .local(let repository): return "local:\(repository.path)"
    }
  }

  /// What the user calls it: `owner/name`, or the folder's name.
  public var title: String {
    switch self {
    case .github(let repository): return repository.fullName
    case .local(let repository): return repository.name
    }
  }

  /// The screen that shows it: `repos/github/owner/name` or `repos/local?path=…`.
  public var route: String {
    switch self {
    case .github(let repository):
      return
        "repos/github/\(RepoRoutes.segment(repository.owner))/\(RepoRoutes.segment(repository.name))"
    case .local(let repository):
      return RepoRoutes.local(path: repository.path)
    }
  }

  /// Its address: the GitHub page, or the folder as a `file://` URL. It goes to the
  /// clipboard as it is, so it holds printable ASCII only: a page address from GitHub that
  /// holds anything else (control characters, spaces, a bidi override) is replaced by one
  /// made from the percent-encoded name.
  public var url: String {
    switch self {
    case .github(let repository):
      if let page = repository.htmlURL, Self.isPlainWebAddress(page) { return page }
      let name =
        repository.fullName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
      return "https://github.com/\(name)"
    case .local(let repository):
      return URL(fileURLWithPath: repository.path).absoluteString
    }
  }

  /// Whether `text` is an http(s) address of printable ASCII characters only.
  static func isPlainWebAddress(_ text: String) -> Bool {
    guard text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }),
      let scheme = URL(string: text)?.scheme?.lowercased()
    else { return false }
    return scheme == "http" || scheme == "https"
  }
}
