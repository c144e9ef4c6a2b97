import Trellis

extension RepoSearchService {
  /// How many pages in a row may bring only repositories already shown before paging
  /// fails with ``RepoSearchError/repeatedPages(_:)`` (GitHub's shifting pages repeat a
  /// few; a server that sent the same page again and again would otherwise be asked on
  /// without end).
  static let repeatedPageLimit = 3

  /// `shown` with the pages after `page` added: the next page, and the one after it while a
  /// page brings no repository not shown yet, so that paging never stalls on a page of
  /// repeats; after ``repeatedPageLimit`` such pages in a row, it fails saying so.
  static func pages(
    after page: GitHubPage, adding shown: RepoSearchResults, github: GitHubClient,
    repeated: Int = 0
  ) -> Observable<RepoSearchResults> {
    github.nextPage(after: page).asObservable().flatMap { next -> Observable<RepoSearchResults> in
      let merged = results(of: next, query: shown.query, after: shown)
      guard merged.rows.count == shown.rows.count, next.hasNextPage else { return .just(merged) }
      guard repeated + 1 < repeatedPageLimit else {
        return .error(RepoSearchError.repeatedPages(repeatedPageLimit))
      }
      return pages(after: next, adding: merged, github: github, repeated: repeated + 1)
    }
  }

  /// The results of a GitHub page, after the rows and notes of `shown` (when it is a next
  /// page): each repository once, in the order first seen.
  static func results(
    of page: GitHubPage, query: String, after shown: RepoSearchResults? = nil
  ) -> RepoSearchResults {
    var notes = shown?.notes ?? []
    if page.skippedItems > 0 {
      notes.append(
        "\(page.skippedItems) item\(page.skippedItems == 1 ? "" : "s") GitHub sent could not "
          + "be read and \(page.skippedItems == 1 ? "is" : "are") left out.")
    }
    if page.isIncomplete { notes.append("GitHub says these results may be incomplete.") }
    var results = RepoSearchResults(
      query: query, source: .github, rows: rows(shown?.rows ?? [], adding: page.items),
      isFinished: true, hasMore: page.hasNextPage, totalCount: page.totalCount,
      notes: Self.notes(notes))
    results.limit = page.resultLimit
    results.lastPage = page
    return results
  }

  /// `rows` followed by those of `repositories` not among them yet — the same GitHub id, or
  /// the same full name without case, is the same repository — in order.
  static func rows(_ rows: [RepoRow], adding repositories: [GitHubRepository]) -> [RepoRow] {
    var ids = Set<Int>()
    var names = Set<String>()
    func isNew(_ repository: GitHubRepository) -> Bool {
      let isNewID = repository.id.map { ids.insert($0).inserted } ?? true
      let isNewName = names.insert(repository.fullName.lowercased()).inserted
      return isNewID && isNewName
    }
    for case .github(let repository) in rows { _ = isNew(repository) }
    return rows + repositories.filter(isNew).map(RepoRow.github)
  }

  /// `notes` without repeats, in order.
  static func notes(_ notes: [String]) -> [String] {
    var seen = Set<String>()
    return notes.filter { seen.insert($0).inserted }
  }
}
