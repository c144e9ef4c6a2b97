import Trellis

/// The view model of `repos/local/commit?path=…&id=…`: the commit in full.
public final class CommitViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// Load again.
    public var retry: Observable<Void>

    /// An input of `retry`.
    public init(retry: Observable<Void>) {
      self.retry = retry
    }
  }

  /// What the screen binds.
  public struct Output {
    /// The commit, as it loads.
    public let state: Driver<LoadState<GitCommitDetail>>
  }

  private let path: String
  private let id: String
  private let git: GitService
  private let scheduler: SchedulerType
  private let backgroundScheduler: ImmediateSchedulerType

  /// A view model of commit `id` in `path`, reading on `backgroundScheduler`, delivering
  /// on `scheduler`.
  public init(
    path: String, id: String, git: GitService, scheduler: SchedulerType,
    backgroundScheduler: ImmediateSchedulerType
  ) {
    self.path = path
    self.id = id
    self.git = git
    self.scheduler = scheduler
    self.backgroundScheduler = backgroundScheduler
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let (path, id, git, background) = (self.path, self.id, self.git, backgroundScheduler)
    let state = LoadState.loads(retry: input.retry, on: scheduler) {
      git.commit(id, in: path, on: background).asObservable()
    }
    return Output(state: state.asDriver(onErrorJustReturn: .loading))
  }
}
