/// What a walk for repositories reports as it goes.
public enum GitDiscoveryEvent: Hashable, Sendable {
  /// A repository, with its summary.
  case found(LocalRepository)
  /// A folder that could not be read, and why.
  case skipped(path: String, reason: String)
}
