import Trellis

/// The view model of `repos/github/:owner/:name`: loads the repository, shows it, and then
/// its README as it comes (a README that fails to load leaves the rest shown, with the
/// reason); loads again on retry.
public final class GitHubRepoViewModel: ViewModelType {
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
    /// The repository with its README, as it loads.
    public let state: Driver<LoadState<GitHubRepoDetail>>
  }

  private let load: () -> Observable<GitHubRepoDetail>
  private let scheduler: SchedulerType

  /// A view model for `owner/name` on `github`, delivering on `scheduler`.
  public convenience init(
    owner: String, name: String, github: GitHubClient, scheduler: SchedulerType
  ) {
    self.init(scheduler: scheduler) {
      GitHubRepoViewModel.details(
        repository: github.repository(owner: owner, name: name).asObservable(),
        readme: github.readme(owner: owner, name: name).asObservable())
    }
  }

  /// The details to show as `repository` and `readme` (its Markdown, nil for none) come
  /// in: both subscribed at once, the facts shown as soon as they are in, the README (or
  /// why it failed) when it is. Fails only when `repository` fails.
  static func details(repository: Observable<GitHubRepository>, readme: Observable<String?>)
    -> Observable<GitHubRepoDetail>
  {
    let readme =
      readme
      .map { (text: $0, problem: String?.none) }
      .catch { .just((text: nil, problem: RepoSearchViewModel.message(for: $0))) }
      .map(Optional.some)
      .startWith(nil)
    return Observable.combineLatest(repository, readme) { repository, readme in
      GitHubRepoDetail(
        repository: repository, readme: readme?.text, readmeProblem: readme?.problem,
        isReadmeLoading: readme == nil)
    }
  }

  /// A view model loading with `load` (each detail it emits is shown in turn), delivering
  /// on `scheduler`.
  public init(scheduler: SchedulerType, load: @escaping () -> Observable<GitHubRepoDetail>) {
    self.load = load
    self.scheduler = scheduler
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let state = LoadState.loads(
      retry: input.retry, on: scheduler, load)
    return Output(state: state.asDriver(onErrorJustReturn: .loading))
  }
}
