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

  /// Its address: the GitHub page, or the folder as a `file://` URL.
  public var url: String {
    switch self {
    case .github(let repository):
      return repository.htmlURL ?? "https://github.com/\(repository.fullName)"
    case .local(let repository):
      return URL(fileURLWithPath: repository.path).absoluteString
    }
  }
}
