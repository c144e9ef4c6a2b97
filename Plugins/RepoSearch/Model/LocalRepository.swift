import Foundation

/// A git repository found on this machine: what a row of the local search shows.
public struct LocalRepository: Hashable, Sendable, Identifiable {
  /// How the repository is laid out.
  public enum Layout: String, Hashable, Sendable {
    /// A working tree with its `.git` folder.
    case workingTree
    /// A bare repository (no working tree).
    case bare
    /// A linked working tree (`git worktree add`).
    case worktree
  }

  /// The folder: the working tree, or the bare repository.
  public var path: String
  /// The folder's name (a bare repository's without `.git`).
  public var name: String
  /// How it is laid out.
  public var layout: Layout
  /// Where HEAD points; nil when the repository could not be read.
  public var head: GitHead?
  /// HEAD's branch's upstream, when it has one.
  public var upstream: GitUpstream?
  /// Whether the working tree has changes (untracked files count); nil for a bare
  /// repository or when it was not checked.
  public var isDirty: Bool?
  /// Why the repository could not be read, when it could not.
  public var problem: String?

  /// A repository at `path`.
  public init(
    path: String, name: String, layout: Layout, head: GitHead? = nil,
    upstream: GitUpstream? = nil, isDirty: Bool? = nil, problem: String? = nil
  ) {
    self.path = path
    self.name = name
    self.layout = layout
    self.head = head
    self.upstream = upstream
    self.isDirty = isDirty
    self.problem = problem
  }

  /// The path.
  public var id: String {
    path
  }

  /// What a user calls the repository at `path`: its folder's name, the working tree's for
  /// a `.git` folder, a bare repository's without `.git`.
  public static func name(forPath path: String) -> String {
    var name = (path as NSString).lastPathComponent
    if name == ".git" {
      name = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    } else if name.hasSuffix(".git"), name.count > 4 {
      name.removeLast(4)
    }
    return name.isEmpty ? path : name
  }
}
