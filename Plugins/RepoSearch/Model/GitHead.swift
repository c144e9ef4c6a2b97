/// Where a repository's HEAD points.
public enum GitHead: Hashable, Sendable, CustomStringConvertible {
  /// On the branch of this name.
  case branch(String)
  /// Detached, at the commit with this short id.
  case detached(String)
  /// On the branch of this name, which has no commits yet.
  case unborn(String)

  /// `main`, `detached at 1a2b3c4`, `main (no commits yet)`.
  public var description: String {
    switch self {
    case .branch(let name): return name
    case .detached(let id): return "detached at \(id)"
    case .unborn(let name): return "\(name) (no commits yet)"
    }
  }

  /// The branch's name, when HEAD is on a branch (born or not).
  public var branchName: String? {
    switch self {
    case .branch(let name), .unborn(let name): return name
    case .detached: return nil
    }
  }
}
