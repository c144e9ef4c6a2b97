/// What a search has found so far: the rows (every page loaded), whether more can come,
/// and notes for the user.
public struct RepoSearchResults: Equatable, Sendable {
  /// The query searched.
  public var query: String
  /// Where.
  public var source: RepoSearchSource
  /// The rows found so far, in order.
  public var rows: [RepoRow]
  /// Whether the search is over (a local walk ended; a GitHub page arrived).
  public var isFinished: Bool
  /// Whether a next page can be asked for (GitHub).
  public var hasMore: Bool
  /// How many results the source says there are in all, when it says.
  public var totalCount: Int?
  /// The most results the source gives, when it stops short of what it finds: GitHub's
  /// search gives the first 1,000 of its `totalCount`; nil when there is no such limit.
  public var limit: Int?
  /// Things the user should know: folders skipped, items GitHub sent that could not be read.
  public var notes: [String]
  /// The folders a local search walks.
  public var roots: [String] = []
  /// How many folders below a root a local search looks.
  public var maxDepth = 0
  /// The last GitHub page, to ask for the next one.
  var lastPage: GitHubPage?

  /// Results of `query` in `source`.
  public init(
    query: String, source: RepoSearchSource, rows: [RepoRow] = [], isFinished: Bool = false,
    hasMore: Bool = false, totalCount: Int? = nil, notes: [String] = []
  ) {
    self.query = query
    self.source = source
    self.rows = rows
    self.isFinished = isFinished
    self.hasMore = hasMore
    self.totalCount = totalCount
    self.notes = notes
  }
}
