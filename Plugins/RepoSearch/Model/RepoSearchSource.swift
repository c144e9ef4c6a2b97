/// Where the search looks: GitHub, or the git repositories on this machine.
public enum RepoSearchSource: String, Hashable, Sendable, CaseIterable {
  /// GitHub's repositories (a user's, or a search).
  case github
  /// The repositories under the configured roots.
  case local

  /// "GitHub", "This machine".
  public var title: String {
    switch self {
    case .github: return "GitHub"
    case .local: return "This machine"
    }
  }

  /// The other source.
  public var toggled: RepoSearchSource {
    self == .github ? .local : .github
  }
}
