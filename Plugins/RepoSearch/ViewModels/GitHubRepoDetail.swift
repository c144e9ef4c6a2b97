/// What the `repos/github/:owner/:name` screen shows: the repository and its README.
public struct GitHubRepoDetail: Equatable, Sendable {
  /// The repository.
  public var repository: GitHubRepository
  /// The README's Markdown, nil when the repository has none.
  public var readme: String?
  /// Why the README could not be loaded, when it could not (the rest still shows).
  public var readmeProblem: String?
  /// Whether the README is still on its way (the rest shows meanwhile).
  public var isReadmeLoading: Bool

  /// A detail of `repository` with `readme`.
  public init(
    repository: GitHubRepository, readme: String?, readmeProblem: String? = nil,
    isReadmeLoading: Bool = false
  ) {
    self.repository = repository
    self.readme = readme
    self.readmeProblem = readmeProblem
    self.isReadmeLoading = isReadmeLoading
  }
}
