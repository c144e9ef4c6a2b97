import Foundation
import Trellis

/// The search screen's view model: the seed's repository search (a query throttled for
/// 0.3 s, `distinctUntilChanged`, `flatMapLatest` into the request with a `retry`, a
/// `Driver` for the table), with a source switch, paging, and states the seed leaves out.
///
/// - The latest query wins: a new query (or source, or `r`) disposes the request or walk in
///   flight — the HTTP request is cancelled, the git walk ends.
/// - A failure that may pass (a dropped connection, a server error) is tried once more at
///   once; the next failure is shown with "Press ctrl-r to retry" when trying again may
///   help.
/// - Paging: when the list reaches its end and the source has more, the next page loads
///   (one at a time; reaching the end again while it loads does nothing).
/// - `r` (a retry that is not a page's) makes the source forget what it keeps
///   (``RepoSearching/reload()``: the local index is walked again).
/// - A local repository's working tree is checked for changes when its row comes on
///   screen (``Input/rowsShown``), once, two at a time at most, off the main thread; the
///   row shows the answer when it comes.
public final class RepoSearchViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// The query, as typed.
    public var query: Observable<String>
    /// Switch between GitHub and this machine.
    public var toggleSource: Observable<Void>
    /// Try the failed request again.
    public var retry: Observable<Void>
    /// The list reached its end.
    public var loadMore: Observable<Void>
    /// The row chosen (its index).
    public var selection: Observable<Int>
    /// A row coming on screen (its index): a local repository's working tree is checked for
    /// changes then, and only then.
    public var rowsShown: Observable<Int>

    /// An input of these sequences.
    public init(
      query: Observable<String>, toggleSource: Observable<Void>, retry: Observable<Void>,
      loadMore: Observable<Void>, selection: Observable<Int>, rowsShown: Observable<Int> = .empty()
    ) {
      self.query = query
      self.toggleSource = toggleSource
      self.retry = retry
      self.loadMore = loadMore
      self.selection = selection
      self.rowsShown = rowsShown
    }
  }

  /// What the screen binds.
  public struct Output {
    /// Everything shown, as one value.
    public let state: Driver<RepoSearchState>
    /// The rows.
    public let rows: Driver<[RepoRow]>
    /// The source searched.
    public let source: Driver<RepoSearchSource>
    /// The message above the list ("" when none).
    public let message: Driver<String>
    /// Whether the spinner turns.
    public let isLoading: Driver<Bool>
    /// The line under the list.
    public let footer: Driver<String>
    /// Notes on the results: folders skipped, items GitHub sent that could not be read.
    public let notice: Driver<String>
    /// A word about GitHub's rate limit when it runs low ("" when none).
    public let limitNotice: Driver<String>
    /// The source, each time the user switches it (to remember it).
    public let sourceChanges: Signal<RepoSearchSource>
    /// Where to go.
    public let navigation: Signal<NavigationIntent>
  }

  private let searching: RepoSearching
  private let initialSource: RepoSearchSource
  private let scheduler: SchedulerType
  private let throttle: RxTimeInterval

  /// A view model searching with `searching`, starting on `initialSource`, timing the
  /// throttle and delivering on `scheduler` (the main scheduler in an app).
  public init(
    searching: RepoSearching, initialSource: RepoSearchSource, scheduler: SchedulerType,
    throttle: RxTimeInterval = .milliseconds(300)
  ) {
    self.searching = searching
    self.initialSource = initialSource
    self.scheduler = scheduler
    self.throttle = throttle
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let searching = self.searching
    let scheduler = self.scheduler
    let source = input.toggleSource
      .scan(initialSource) { current, _ in current.toggled }
      .startWith(initialSource)
      .share(replay: 1)
    // The seed: throttle 0.3 s, distinct, latest wins.
    let query = input.query
      .throttle(throttle, latest: true, scheduler: scheduler)
      .distinctUntilChanged()
    // `r` after a next page failed asks for that page again; otherwise it searches again.
    let shown = BehaviorRelay(value: RepoSearchState(query: "", source: initialSource))
    let retriesPage = { shown.value.phase.isFailure && shown.value.hasMore }
    let asked = Box(Set<String>())
    let attempt = input.retry.filter { !retriesPage() }
      .do(onNext: {
        asked.value.removeAll()
        searching.reload()
      })
      .scan(0) { count, _ in count + 1 }
      .startWith(0)
    let requests = Observable.combineLatest(query, source.distinctUntilChanged(), attempt) {
      query, source, _ in (query: query, source: source)
    }
    let loadMore = Observable.merge(input.loadMore, input.retry.filter { retriesPage() })
    let found =
      requests
      .flatMapLatest { request -> Observable<RepoSearchState> in
        RepoSearchViewModel.states(
          for: request.query, in: request.source, searching: searching, loadMore: loadMore,
          scheduler: scheduler)
      }
      .startWith(RepoSearchState(query: "", source: initialSource))
      .share(replay: 1)
    let statuses = RepoSearchViewModel.statuses(
      of: input.rowsShown, in: found.map(\.rows), asked: asked, searching: searching,
      scheduler: scheduler)
    let state = Observable.combineLatest(found, statuses) { state, statuses in
      RepoSearchViewModel.state(state, with: statuses)
    }
    .do(onNext: { shown.accept($0) })
    .share(replay: 1)
    let stateDriver = state.asDriver(
      onErrorJustReturn: RepoSearchState(query: "", source: initialSource))
    let rows = state.map(\.rows).distinctUntilChanged()
    let navigation = input.selection.withLatestFrom(rows) { index, rows -> RepoRow? in
      rows.indices.contains(index) ? rows[index] : nil
    }
    .compactMap { $0.map { NavigationIntent.push($0.route) } }
    return Output(
      state: stateDriver,
      rows: rows.asDriver(onErrorJustReturn: []),
      source: source.asDriver(onErrorJustReturn: initialSource),
      message: state.map { $0.message ?? "" }.distinctUntilChanged().asDriver(
        onErrorJustReturn: ""),
      isLoading: state.map(\.isLoading).distinctUntilChanged().asDriver(onErrorJustReturn: false),
      footer: state.map(\.footer).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
      notice: state.map(\.notice).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
      limitNotice: searching.limitNotices.map { $0 ?? "" }.startWith("").distinctUntilChanged()
        .observe(on: scheduler).asDriver(onErrorJustReturn: ""),
      sourceChanges: source.skip(1).asSignal(onErrorSignalWith: .empty()),
      navigation: navigation.asSignal(onErrorSignalWith: .empty()))
  }

  /// The states of one request: loading, the results as they come, then pages on demand.
  static func states(
    for query: String, in source: RepoSearchSource, searching: RepoSearching,
    loadMore: Observable<Void>, scheduler: SchedulerType
  ) -> Observable<RepoSearchState> {
    let blank = RepoSearchState(query: query, source: source)
    if source == .github, GitHubQuery(query) == .empty {
      return .just(blank)
    }
    return Observable.deferred {
      let latest = BehaviorRelay<RepoSearchState>(value: blank)
      // Each result carries the ones before it: while the main thread is busy, only the
      // latest is delivered (a walk finding a thousand repositories sends a thousand).
      let first = retryingOnce(searching.search(query, in: source), searching: searching)
        .observeLatest(on: scheduler)
        .map { RepoSearchViewModel.state(blank, showing: $0) }
        .startWith(RepoSearchState(query: query, source: source, phase: .loading))
        .catch { error in .just(failed(latest.value, error)) }
      let pages =
        loadMore
        .filter {
          (latest.value.phase == .loaded || latest.value.phase.isFailure) && latest.value.hasMore
        }
        .flatMapFirst { _ -> Observable<RepoSearchState> in
          let shown = latest.value
          guard let next = searching.more(after: shown.results) else {
            return .empty()
          }
          var loading = shown
          loading.phase = .loadingMore
          return retryingOnce(next, searching: searching)
            .observeLatest(on: scheduler)
            .map { RepoSearchViewModel.state(shown, showing: $0) }
            .startWith(loading)
            .catch { error in .just(failed(shown, error)) }
        }
      return Observable.merge(first, pages).do(onNext: { latest.accept($0) })
    }
  }

  /// The working trees' changes of the local rows shown, by path, as they are learned: each
  /// path asked once (until `asked` is emptied), two at a time at most, delivered on
  /// `scheduler`. A check that fails leaves the row as it is.
  static func statuses(
    of rowsShown: Observable<Int>, in rows: Observable<[RepoRow]>, asked: Box<Set<String>>,
    searching: RepoSearching, scheduler: SchedulerType
  ) -> Observable<[String: Bool]> {
    rowsShown.withLatestFrom(rows) { index, rows -> LocalRepository? in
      guard rows.indices.contains(index), case .local(let repository) = rows[index],
        repository.isDirty == nil, repository.layout != .bare, repository.problem == nil
      else { return nil }
      return repository
    }
    .compactMap { $0 }
    .filter { asked.value.insert($0.path).inserted }
    .map { repository -> Observable<(String, Bool)> in
      searching.isDirty(repository).asObservable()
        .compactMap { dirty in dirty.map { (repository.path, $0) } }
        .catch { _ in .empty() }
    }
    .merge(maxConcurrent: 2)
    .observe(on: scheduler)
    .scan([String: Bool]()) { known, answer in
      var next = known
      next[answer.0] = answer.1
      return next
    }
    .startWith([:])
  }

  /// `state` with the working trees' changes in `statuses` shown on its local rows.
  static func state(_ state: RepoSearchState, with statuses: [String: Bool]) -> RepoSearchState {
    guard !statuses.isEmpty, state.source == .local else { return state }
    var next = state
    next.rows = state.rows.map { row in
      guard case .local(var repository) = row, repository.isDirty == nil,
        let dirty = statuses[repository.path]
      else { return row }
      repository.isDirty = dirty
      return .local(repository)
    }
    return next
  }

  /// `observable`, subscribed once more at once when it fails in a way that may pass.
  private static func retryingOnce<Element>(
    _ observable: Observable<Element>, searching: RepoSearching
  ) -> Observable<Element> {
    observable.retry { (errors: Observable<Error>) in
      errors.enumerated().flatMap { attempt, error -> Observable<Void> in
        attempt == 0 && searching.isTransient(error) ? .just(()) : .error(error)
      }
    }
  }

  /// `state` showing `results`.
  private static func state(_ state: RepoSearchState, showing results: RepoSearchResults)
    -> RepoSearchState
  {
    var next = state
    next.results = results
    next.phase = results.isFinished ? .loaded : .loading
    return next
  }

  /// `state` failed with `error`, its rows kept.
  private static func failed(_ state: RepoSearchState, _ error: Error) -> RepoSearchState {
    var next = state
    next.phase = .failed(message(for: error) + retryHint(for: error, key: "ctrl-r"))
    return next
  }

  /// " Press `key` to retry." when trying again may help; nothing when the query or a name
  /// must change first (the message says which; see ``GitHubError/mayPassOnRetry``).
  static func retryHint(for error: Error, key: String) -> String {
    if let error = error as? GitHubError, !error.mayPassOnRetry { return "" }
    return " Press \(key) to retry."
  }

  /// The user's message for `error` (as the status bar words it), ending in a full stop.
  static func message(for error: Error) -> String {
    let text = StatusCenter.text(of: error)
    return text.hasSuffix(".") ? text : text + "."
  }
}
