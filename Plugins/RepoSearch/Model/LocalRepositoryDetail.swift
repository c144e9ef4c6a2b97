/// Everything the `repos/local` screen shows about a repository, but its history (which
/// is paged by ``GitHistoryCursor``).
public struct LocalRepositoryDetail: Hashable, Sendable {
  /// The repository, as a search row shows it.
  public var repository: LocalRepository
  /// The repository's own folder (`.git`, or the bare repository).
  public var gitDirectory: String
  /// Local branches, HEAD's first, then by name.
  public var localBranches: [GitBranch]
  /// Remote-tracking branches, by name.
  public var remoteBranches: [GitBranch]
  /// Remotes, by name.
  public var remotes: [GitRemote]
  /// Tags, newest version first.
  public var tags: [GitTag]
  /// The working tree's status; nil for a bare repository.
  public var status: GitStatus?
  /// HEAD's README, if there is one.
  public var readme: GitReadme?

  /// A detail of `repository`.
  public init(
    repository: LocalRepository, gitDirectory: String, localBranches: [GitBranch],
    remoteBranches: [GitBranch], remotes: [GitRemote], tags: [GitTag], status: GitStatus?,
    readme: GitReadme?
  ) {
    self.repository = repository
    self.gitDirectory = gitDirectory
    self.localBranches = localBranches
    self.remoteBranches = remoteBranches
    self.remotes = remotes
    self.tags = tags
    self.status = status
    self.readme = readme
  }
}
