/// What the search screen shows, as one value: the request, its rows, and where it is.
public struct RepoSearchState: Equatable, Sendable {
  /// Where a request is.
  public enum Phase: Equatable, Sendable {
    /// Nothing asked yet (an empty GitHub query).
    case idle
    /// The first results are on their way (a walk may have shown some already).
    case loading
    /// A next page is on its way.
    case loadingMore
    /// Done, for now: all found, or a page shown with more to ask for.
    case loaded
    /// The request failed; the message says why and what to do (how to retry included).
    case failed(String)

    /// Whether the request failed.
    public var isFailure: Bool {
      if case .failed = self { return true }
      return false
    }
  }

  /// The query (as typed).
  public var query: String
  /// The source searched.
  public var source: RepoSearchSource
  /// Where the request is.
  public var phase: Phase
  /// What the source found so far (and, for GitHub, the page to ask more after); the rows,
  /// paging and notes below read it.
  var results: RepoSearchResults

  /// The rows so far.
  public var rows: [RepoRow] {
    get { results.rows }
    set { results.rows = newValue }
  }
  /// Whether a next page can be asked for.
  public var hasMore: Bool {
    get { results.hasMore }
    set { results.hasMore = newValue }
  }
  /// How many results there are in all, when the source says.
  public var totalCount: Int? {
    get { results.totalCount }
    set { results.totalCount = newValue }
  }
  /// Notes for the user (skipped folders, unreadable items).
  public var notes: [String] {
    get { results.notes }
    set { results.notes = newValue }
  }

  /// A state for `query` in `source`.
  public init(
    query: String, source: RepoSearchSource, phase: Phase = .idle, rows: [RepoRow] = [],
    hasMore: Bool = false, totalCount: Int? = nil, notes: [String] = []
  ) {
    self.query = query
    self.source = source
    self.phase = phase
    results = RepoSearchResults(
      query: query, source: source, rows: rows, hasMore: hasMore, totalCount: totalCount,
      notes: notes)
  }

  /// Whether a spinner should turn.
  public var isLoading: Bool {
    phase == .loading || phase == .loadingMore
  }

  /// The line above the list: a prompt, progress, an empty result, an error, or (for a
  /// one-word GitHub search) how to list the account of that name instead; nil when rows
  /// speak for themselves.
  public var message: String? {
    let shown = query.trimmingCharacters(in: .whitespaces)
    let account = source == .github ? GitHubQuery.accountHint(for: query) : nil
    switch phase {
    case .idle:
      return "Type words to search GitHub's repositories, qualifiers too (\"language:swift "
        + "stars:>100\"), or @name for the repositories of a user or organization. Tab searches "
        + "this machine instead."
    case .loading:
      if !rows.isEmpty { return nil }
      guard source == .github else { return "Looking for git repositories…" }
      if case .user(let login) = GitHubQuery(query) {
        return "Listing the repositories of \(login) on GitHub…"
      }
      return "Searching GitHub for \"\(shown)\"…"
    case .loadingMore:
      return nil
    case .loaded:
      guard rows.isEmpty else {
        return account.map { "For the repositories of the account \($0.dropFirst()), type \($0)." }
      }
      if source == .local {
        return shown.isEmpty
          ? "No git repositories within \(results.maxDepth) folders of \(Self.list(results.roots))"
            + " (settings repos.roots and repos.maxDepth)."
          : "No repository here matches \"\(shown)\"."
      }
      if case .user(let login) = GitHubQuery(query) {
        return "GitHub lists no public repositories of \(login)."
      }
      return "No repositories on GitHub match \"\(shown)\"."
        + (account.map { " \($0) lists the repositories of the account \($0.dropFirst())." } ?? "")
    case .failed(let reason):
      return reason
    }
  }

  /// `folders` in a sentence: the first three, and how many more.
  static func list(_ folders: [String]) -> String {
    guard !folders.isEmpty else { return "no folder" }
    let shown = folders.prefix(3).joined(separator: ", ")
    return folders.count > 3 ? "\(shown) and \(folders.count - 3) more" : shown
  }

  /// The notes in one line: the first, and how many more ("" when none).
  public var notice: String {
    guard let first = notes.first else { return "" }
    return notes.count == 1 ? first : "\(first) (and \(notes.count - 1) more)"
  }

  /// The line under the list: paging, the end of the results, and where the source stops
  /// short of its total (GitHub's search gives its first 1,000 results only).
  public var footer: String {
    switch phase {
    case .loadingMore:
      return "Loading more…"
    case .loaded where !rows.isEmpty:
      let count = rows.count.formatted()
      let total = totalCount.map { " of \($0.formatted())" } ?? ""
      let cap = results.limit.flatMap { limit in
        (totalCount ?? 0) > limit ? limit.formatted() : nil
      }
      if hasMore {
        return "\(count)\(total) shown; more load at the end of the list"
          + (cap.map { ", up to GitHub's \($0)" } ?? "")
      }
      if let cap {
        return "\(count)\(total) shown — GitHub stops at \(cap); narrow the search"
      }
      return "End of results: \(count) repositor\(rows.count == 1 ? "y" : "ies")"
    case .loading where !rows.isEmpty:
      return "\(rows.count.formatted()) found so far…"
    default:
      return ""
    }
  }
}
