/// A branch's upstream and how far the branch is ahead of and behind it.
public struct GitUpstream: Hashable, Sendable, CustomStringConvertible {
  /// The upstream's short name, like `origin/main`.
  public var name: String
  /// Commits on the branch that the upstream lacks.
  public var ahead: Int
  /// Commits on the upstream that the branch lacks.
  public var behind: Int

  /// An upstream `name`, `ahead` and `behind` of the branch.
  public init(name: String, ahead: Int, behind: Int) {
    self.name = name
    self.ahead = ahead
    self.behind = behind
  }

  /// `↑2 ↓1`, `↑2`, `↓1`, or `=` when even.
  public var counts: String {
    switch (ahead, behind) {
    case (0, 0): return "="
    case (_, 0): return "↑\(ahead)"
    case (0, _): return "↓\(behind)"
    default: return "↑\(ahead) ↓\(behind)"
    }
  }

  /// `origin/main ↑2 ↓1`.
  public var description: String {
    "\(name) \(counts)"
  }
}
