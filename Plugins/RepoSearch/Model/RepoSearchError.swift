/// Mistakes the plugin reports to the user: commands run with nothing to act on, and
/// settings it cannot use.
public enum RepoSearchError: Error, Equatable, CustomStringConvertible {
  /// A command needs a repository and none is shown or selected.
  case noRepository
  /// The `repos.githubBaseURL` setting is not an http(s) URL.
  case badBaseURL(String)
  /// The next `pages` pages of a GitHub search held only repositories already shown, so
  /// paging stopped rather than ask on without end.
  case repeatedPages(Int)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .noRepository:
      return "No repository is shown or selected: open the Repos tab and pick one first."
    case .badBaseURL(let text):
      return "The setting repos.githubBaseURL (\(text.prefix(80))) is not an http or https URL; "
        + "fix it (for example https://api.github.com) or remove it."
    case .repeatedPages(let pages):
      return "GitHub's next \(pages) pages held only repositories already shown (its results "
        + "shift while they change), so paging stopped."
    }
  }
}
