import Foundation
import Trellis

/// The view model of `repos/local?path=…`: the repository's detail (HEAD, branches,
/// remotes, tags, status, README) and its history — pages loaded as the list reaches its
/// end, or, while `/` has text, the commits whose message or author matches, streaming in
/// as the search reads the history (throttled 0.3 s, the latest search wins and ends the
/// previous walk).
public final class LocalRepoViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// Read the detail and the history again.
    public var retry: Observable<Void>
    /// The history list reached its end.
    public var loadMore: Observable<Void>
    /// The history search's text.
    public var search: Observable<String>
    /// The commit chosen (its index in the list).
    public var selection: Observable<Int>

    /// An input of these sequences.
    public init(
      retry: Observable<Void>, loadMore: Observable<Void>, search: Observable<String>,
      selection: Observable<Int>
    ) {
      self.retry = retry
      self.loadMore = loadMore
      self.search = search
      self.selection = selection
    }
  }

  /// What the screen binds.
  public struct Output {
    /// The detail, as it loads.
    public let detail: Driver<LoadState<LocalRepositoryDetail>>
    /// The history list.
    public let history: Driver<HistoryState>
    /// Where to go.
    public let navigation: Signal<NavigationIntent>
  }

  /// The repository's path.
  public let path: String
  private let git: GitService
  private let scheduler: SchedulerType
  private let backgroundScheduler: ImmediateSchedulerType
  private let throttle: RxTimeInterval
  private let pageSize: Int

  /// A view model of the repository at `path`, reading with `git` on
  /// `backgroundScheduler`, delivering and timing on `scheduler`.
  public init(
    path: String, git: GitService, scheduler: SchedulerType,
    backgroundScheduler: ImmediateSchedulerType, throttle: RxTimeInterval = .milliseconds(300),
    pageSize: Int = 50
  ) {
    self.path = path
    self.git = git
    self.scheduler = scheduler
    self.backgroundScheduler = backgroundScheduler
    self.throttle = throttle
    self.pageSize = pageSize
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let (path, git, scheduler, background) = (self.path, git, scheduler, backgroundScheduler)
    let detail = LoadState.loads(retry: input.retry, on: scheduler) {
      git.detail(of: path, on: background).asObservable()
    }
    let loadMore = input.loadMore
    let pageSize = self.pageSize
    let query = input.search
      .throttle(throttle, latest: true, scheduler: scheduler)
      .startWith("")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .distinctUntilChanged()
    // `r` reads the history again too, from the top, for the query in the field.
    let history = Observable.combineLatest(query, input.retry.startWith(())) { query, _ in query }
      .flatMapLatest { query -> Observable<HistoryState> in
        query.isEmpty
          ? LocalRepoViewModel.pages(
            of: path, git: git, loadMore: loadMore, pageSize: pageSize, scheduler: scheduler,
            background: background)
          : LocalRepoViewModel.matches(
            of: query, in: path, git: git, scheduler: scheduler, background: background)
      }
      .share(replay: 1)
    let navigation = input.selection.withLatestFrom(history) { index, state -> String? in
      state.commits.indices.contains(index) ? state.commits[index].id : nil
    }
    .compactMap { $0.map { NavigationIntent.push(RepoRoutes.commit($0, path: path)) } }
    return Output(
      detail: detail.asDriver(onErrorJustReturn: .loading),
      history: history.asDriver(onErrorJustReturn: HistoryState()),
      navigation: navigation.asSignal(onErrorSignalWith: .empty()))
  }

  /// The history, a page at a time: the first at once, the next when the list reaches its
  /// end (one at a time).
  static func pages(
    of path: String, git: GitService, loadMore: Observable<Void>, pageSize: Int,
    scheduler: SchedulerType, background: ImmediateSchedulerType
  ) -> Observable<HistoryState> {
    Observable.deferred {
      let cursor = git.history(of: path)
      let latest = BehaviorRelay(value: HistoryState())
      func page(after state: HistoryState) -> Observable<HistoryState> {
        var loading = state
        loading.isLoading = true
        return git.page(of: cursor, count: pageSize, on: background).asObservable()
          .observe(on: scheduler)
          .map { page in
            var next = state
            next.commits += page.commits
            next.isComplete = page.isComplete
            next.isLoading = false
            return next
          }
          .startWith(loading)
          .catch { error in .just(problem(error, in: state)) }
      }
      let more =
        loadMore
        .filter {
          !latest.value.isLoading && !latest.value.isComplete && latest.value.problem == nil
        }
        .flatMapFirst { _ in page(after: latest.value) }
      return Observable.merge(page(after: HistoryState(isLoading: false)), more)
        .do(onNext: { latest.accept($0) })
    }
  }

  /// The commits matching `query`, newest first, as the search finds them. Each slice's
  /// matches are merged into the list on `background`, where the walk runs (the list is
  /// kept in order, each slice merged in a pass, never sorted again whole), and the screen
  /// gets the latest list when `scheduler` is free (see ``LatestDelivery``): however many
  /// slices the walk reads meanwhile, the main thread does one update.
  static func matches(
    of query: String, in path: String, git: GitService, scheduler: SchedulerType,
    background: ImmediateSchedulerType
  ) -> Observable<HistoryState> {
    Observable.deferred {
      // One subscription's state, changed by the walk's reports one after another.
      let state = Box(HistoryState(query: query))
      let found = git.searchHistory(of: path, for: query, on: background)
        .map { progress -> HistoryState in
          state.value.commits = merged(state.value.commits, progress.matches)
          state.value.scanned = progress.scanned
          return state.value
        }
      let done = Observable.deferred { () -> Observable<HistoryState> in
        state.value.isLoading = false
        state.value.isComplete = true
        return .just(state.value)
      }
      return found.concat(done)
        .catch { error in .just(problem(error, in: state.value)) }
        .observeLatest(on: scheduler)
        .startWith(HistoryState(query: query))
    }
  }

  /// `commits` (newest first) with `slice` merged in, newest first; of two commits of the
  /// same time, the one already listed comes first.
  static func merged(_ commits: [GitCommitSummary], _ slice: [GitCommitSummary])
    -> [GitCommitSummary]
  {
    guard !slice.isEmpty else { return commits }
    let added = slice.sorted { $0.date > $1.date }
    var result: [GitCommitSummary] = []
    result.reserveCapacity(commits.count + added.count)
    var (old, new) = (commits.startIndex, added.startIndex)
    while old < commits.endIndex, new < added.endIndex {
      if added[new].date > commits[old].date {
        result.append(added[new])
        new += 1
      } else {
        result.append(commits[old])
        old += 1
      }
    }
    result += commits[old...]
    result += added[new...]
    return result
  }

  /// `state` with the problem `error`: "No commits yet." for an empty repository.
  private static func problem(_ error: Error, in state: HistoryState) -> HistoryState {
    var next = state
    next.isLoading = false
    if (error as? GitError)?.kind == .unbornHead {
      next.problem = "No commits yet."
      next.isComplete = true
    } else if (error as? GitError)?.action == GitRepository.openAction {
      // The page above says why.
      next.problem = "No history: the repository did not open."
    } else {
      next.problem = RepoSearchViewModel.message(for: error)
    }
    return next
  }
}
