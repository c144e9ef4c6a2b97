/// The history list of `repos/local`: pages of history, or the matches of a search.
public struct HistoryState: Equatable, Sendable {
  /// The search (empty: the history itself).
  public var query: String
  /// The commits listed: newest first.
  public var commits: [GitCommitSummary]
  /// Whether more is on its way (a page, or the search still reading).
  public var isLoading: Bool
  /// Whether the whole history has been listed or searched.
  public var isComplete: Bool
  /// Commits read by the search so far.
  public var scanned: Int
  /// Why there is nothing to list ("no commits yet"), or what failed.
  public var problem: String?

  /// A state for `query`, before anything came.
  public init(
    query: String = "", commits: [GitCommitSummary] = [], isLoading: Bool = true,
    isComplete: Bool = false, scanned: Int = 0, problem: String? = nil
  ) {
    self.query = query
    self.commits = commits
    self.isLoading = isLoading
    self.isComplete = isComplete
    self.scanned = scanned
    self.problem = problem
  }

  /// Whether the list shows a search's matches.
  public var isSearch: Bool {
    !query.trimmingCharacters(in: .whitespaces).isEmpty
  }

  /// The line over the list.
  public var message: String {
    if let problem { return problem }
    let shown = query.trimmingCharacters(in: .whitespaces)
    guard isSearch else {
      return isLoading && commits.isEmpty ? "Reading the history…" : ""
    }
    let read = "\(scanned.formatted()) commit\(scanned == 1 ? "" : "s") read"
    if isLoading {
      return "Searching for \"\(shown)\"… \(commits.count.formatted()) found, \(read)"
    }
    if commits.isEmpty { return "No commit message or author matches \"\(shown)\" (\(read))." }
    let matched =
      commits.count == 1 ? "1 commit matches" : "\(commits.count.formatted()) commits match"
    return "\(matched) \"\(shown)\" (\(read))."
  }

  /// The line under the list.
  public var footer: String {
    guard !isSearch, problem == nil else { return "" }
    if isLoading && !commits.isEmpty { return "Loading more…" }
    if isComplete {
      return "Start of history: \(commits.count.formatted()) commit\(commits.count == 1 ? "" : "s")"
    }
    return commits.isEmpty ? "" : "\(commits.count.formatted()) commits shown; more load at the end"
  }
}
