import CGit2
import Foundation
import Synchronization
import Trellis

/// The plugin's access to local git repositories, through libgit2. Registered as
/// `ServiceKey.git` so that other plugins can use it too.
///
/// Every operation is cold and runs on the scheduler it is given: nothing happens until
/// subscription, and each subscription opens its own repository handle on the thread that
/// runs it (libgit2 handles are never shared between threads at once). Errors are
/// ``GitError``s, read on the thread that failed.
///
/// The long walks — ``discover(roots:maxDepth:on:)`` and
/// ``searchHistory(of:for:on:)`` — go a slice at a time, each slice scheduled after the
/// last, and report as they go; disposing the subscription stops the walk before its next
/// slice and closes its handle (``activeWalks`` counts those still open).
///
/// `@unchecked Sendable`: all that changes is atomic: `walks`, `discoveries`, `dirtyChecks`,
/// `searchSliceSize` and `discoverySliceSize`.
public final class GitService: @unchecked Sendable {
  /// Commits read per slice of a history search.
  public var searchSlice: Int {
    get { searchSliceSize.load(ordering: .relaxed) }
    set { searchSliceSize.store(newValue, ordering: .relaxed) }
  }
  /// Folders visited per slice of a discovery walk.
  public var discoverySlice: Int {
    get { discoverySliceSize.load(ordering: .relaxed) }
    set { discoverySliceSize.store(newValue, ordering: .relaxed) }
  }

  private let searchSliceSize = Atomic<Int>(2_000)
  private let discoverySliceSize = Atomic<Int>(64)
  private let walks = Atomic<Int>(0)
  private let discoveries = Atomic<Int>(0)
  private let dirtyChecks = Atomic<Int>(0)

  /// A service; libgit2 is initialized on first use.
  public init() {}

  /// Walks still running (a disposed walk ends before its next slice).
  public var activeWalks: Int {
    walks.load(ordering: .acquiring)
  }

  /// Discovery walks started so far (each subscription to ``discover(roots:maxDepth:on:)``
  /// that began walking).
  public var discoveriesStarted: Int {
    discoveries.load(ordering: .acquiring)
  }

  /// Working trees checked for changes so far by ``isDirty(of:on:)``.
  public var dirtyChecksRun: Int {
    dirtyChecks.load(ordering: .acquiring)
  }

  // MARK: Repositories

  /// The repositories under `roots`, as found (see `GitDiscovery`: stops at each
  /// repository, skips hidden folders and `node_modules`, survives link loops), each with
  /// its row summary, and the folders that could not be read. Completes when the walk is
  /// over.
  ///
  /// The summaries leave `isDirty` unset: whether a working tree has changes costs a walk
  /// of that tree, so it is asked for the rows on screen only, with ``isDirty(of:on:)``.
  public func discover(
    roots: [String], maxDepth: Int = 6, on scheduler: ImmediateSchedulerType
  ) -> Observable<GitDiscoveryEvent> {
    let slice = discoverySlice
    return walk(
      on: scheduler,
      start: { [self] in
        discoveries.add(1, ordering: .releasing)
        return GitDiscovery(roots: roots, maxDepth: maxDepth)
      }
    ) {
      discovery in
      (discovery.step(limit: slice), discovery.isFinished)
    }
  }

  /// The row summary of the repository at `path` (or the one `path` is inside).
  public func summary(of path: String, on scheduler: ImmediateSchedulerType)
    -> Single<LocalRepository>
  {
    perform(on: scheduler) {
      let repository = try GitRepository.open(path, searchingUpward: true)
      return repository.summary()
    }
  }

  /// Whether the working tree of the repository at `path` has any change (untracked files
  /// included; libgit2 compares the whole tree with the index even though the first change
  /// settles it); nil for a bare repository. Fails with
  /// ``GitError`` when the repository does not open.
  public func isDirty(of path: String, on scheduler: ImmediateSchedulerType) -> Single<Bool?> {
    perform(on: scheduler) { [self] in
      let repository = try GitRepository.open(path)
      guard !repository.isBare else { return nil }
      dirtyChecks.add(1, ordering: .releasing)
      return repository.isDirty()
    }
  }

  /// Everything about the repository at `path` but its history: HEAD, branches with their
  /// upstreams, remotes, tags, the working tree's status, HEAD's README.
  public func detail(of path: String, on scheduler: ImmediateSchedulerType)
    -> Single<LocalRepositoryDetail>
  {
    perform(on: scheduler) {
      let repository = try GitRepository.open(path, searchingUpward: true)
      // The full status is read below; the row's dirty mark comes from it, not a walk of
      // its own.
      var summary = repository.summary(checkingDirty: false)
      if let problem = summary.problem, summary.head == nil {
        throw GitError(.other, action: "read the repository", path: path, detail: problem)
      }
      let status = repository.isBare ? nil : try repository.status()
      summary.isDirty = status.map { !$0.isClean }
      let branches = try repository.branches()
      return LocalRepositoryDetail(
        repository: summary, gitDirectory: repository.gitDirectory,
        localBranches: branches.local, remoteBranches: branches.remote,
        remotes: try repository.remotes(), tags: try repository.tags(), status: status,
        readme: try repository.readme())
    }
  }

  /// The working tree's status of the repository at `path`.
  public func status(of path: String, on scheduler: ImmediateSchedulerType) -> Single<GitStatus> {
    perform(on: scheduler) {
      try GitRepository.open(path, searchingUpward: true).status()
    }
  }

  // MARK: History

  /// A cursor over the history of `path`, newest first; ask it for pages with
  /// ``page(of:count:on:)``.
  public func history(of path: String) -> GitHistoryCursor {
    GitHistoryCursor(path: path)
  }

  /// The next page of `cursor`.
  public func page(
    of cursor: GitHistoryCursor, count: Int = 50, on scheduler: ImmediateSchedulerType
  ) -> Single<GitHistoryPage> {
    perform(on: scheduler) { try cursor.nextPage(count: count) }
  }

  /// The commits reachable from HEAD whose message or author (name or e-mail) contains
  /// `query`, without case, reported a slice at a time as they are found (a report per
  /// slice, with the matches of that slice, possibly none). A blank query completes at
  /// once. Fails with ``GitError`` `.unbornHead` when there are no commits.
  public func searchHistory(
    of path: String, for query: String, on scheduler: ImmediateSchedulerType
  ) -> Observable<GitSearchProgress> {
    guard let matcher = GitCommitMatcher(query: query) else { return .empty() }
    let slice = searchSlice
    return walk(
      on: scheduler,
      start: { try GitCommitScanner(repository: GitRepository.open(path, searchingUpward: true)) }
    ) { scanner in
      var found: [GitOID] = []
      scanner.scan(limit: slice) { oid, bytes in
        if matcher.matches(bytes) { found.append(oid) }
      }
      let matches = try found.map { oid -> GitCommitSummary in
        let commit = try scanner.repository.lookupCommit(oid)
        defer { git_commit_free(commit) }
        return GitRepository.summary(of: commit)
      }
      return ([GitSearchProgress(matches: matches, scanned: scanner.scanned)], scanner.isFinished)
    }
  }

  /// The commit `id` (4 to 40 hex digits) of the repository at `path`, in full.
  public func commit(_ id: String, in path: String, on scheduler: ImmediateSchedulerType)
    -> Single<GitCommitDetail>
  {
    perform(on: scheduler) {
      try GitRepository.open(path, searchingUpward: true).commitDetail(id)
    }
  }

  // MARK: Running

  /// `work`'s value, computed on `scheduler` at subscription.
  private func perform<Value>(
    on scheduler: ImmediateSchedulerType, _ work: @escaping () throws -> Value
  ) -> Single<Value> {
    Single.deferred { .just(try work()) }.subscribe(on: scheduler)
  }

  /// A walk: `start` makes its state on `scheduler`, then `step` runs slice after slice
  /// (each scheduled after the last) until it says it is finished, its events emitted as
  /// they come. Disposing stops it before the next slice and releases the state.
  private func walk<State, Event>(
    on scheduler: ImmediateSchedulerType, start: @escaping () throws -> State,
    step: @escaping (State) throws -> ([Event], Bool)
  ) -> Observable<Event> {
    Observable.create { [self] observer in
      let stopped = Atomic<Bool>(false)
      walks.add(1, ordering: .relaxed)
      let service = self
      let ended = Atomic<Bool>(false)
      let end = {
        if !ended.exchange(true, ordering: .acquiringAndReleasing) {
          service.walks.subtract(1, ordering: .releasing)
        }
      }
      var state: State?
      let lock = Mutex(())
      // Once stopped, the walk ends with whoever finds the lock free: the disposer, or else
      // the slice that held it then, which looks again as it returns. (Before, a slice that
      // had scheduled its successor just as the disposer found the lock taken left the walk
      // counted forever: the successor was cancelled, and nobody ended it.)
      let endIfStopped = {
        if stopped.load(ordering: .acquiring),
          lock.withLockIfAvailable({ _ in state = nil }) != nil
        {
          end()
        }
      }
      let scheduled = scheduler.scheduleRecursive(()) { _, recurse in
        defer { endIfStopped() }
        lock.criticalSection {
          guard !stopped.load(ordering: .acquiring) else {
            state = nil
            return end()
          }
          do {
            if state == nil { state = try start() }
            guard let current = state else { return end() }
            let (events, finished) = try step(current)
            for event in events where !stopped.load(ordering: .acquiring) {
              observer.onNext(event)
            }
            if stopped.load(ordering: .acquiring) {
              state = nil
              end()
            } else if finished {
              state = nil
              end()
              observer.onCompleted()
            } else {
              recurse(())
            }
          } catch {
            state = nil
            end()
            observer.onError(error)
          }
        }
      }
      return Disposables.create {
        stopped.store(true, ordering: .releasing)
        scheduled.dispose()
        endIfStopped()
      }
    }
  }
}
