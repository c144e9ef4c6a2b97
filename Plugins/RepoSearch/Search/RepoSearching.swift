import Trellis

/// What the search screen searches with. ``RepoSearchService`` is the real one, over
/// GitHub and local git; the view model knows only this.
public protocol RepoSearching {
  /// Searches `source` for `query`: emits the results so far as they grow (a local walk
  /// emits as it finds; GitHub emits its first page), ending with ``RepoSearchResults``
  /// whose `isFinished` is set, then completes. Disposing stops the request or walk.
  func search(_ query: String, in source: RepoSearchSource) -> Observable<RepoSearchResults>

  /// The results with the next page added, or nil when there is none.
  func more(after results: RepoSearchResults) -> Observable<RepoSearchResults>?

  /// Whether trying `error` again at once might work (a dropped connection, a server
  /// hiccup), as opposed to a mistake to fix first (a bad query, a bad token).
  func isTransient(_ error: Error) -> Bool

  /// A word about the source's limits when they matter (few GitHub requests left), or nil.
  var limitNotices: Observable<String?> { get }

  /// Forgets what the source keeps between searches (the repositories found on this
  /// machine, their working trees' changes), so that the next search reads afresh: the
  /// user's `r`.
  func reload()

  /// Whether `repository`'s working tree has changes (nil for a bare repository), asked for
  /// the rows on screen only. Succeeds off the main thread; disposing stops the question.
  func isDirty(_ repository: LocalRepository) -> Single<Bool?>
}

extension RepoSearching {
  /// Keeps nothing, so there is nothing to forget.
  public func reload() {}

  /// Unknown: nil.
  public func isDirty(_ repository: LocalRepository) -> Single<Bool?> {
    .just(nil)
  }
}
