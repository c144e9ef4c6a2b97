/// A commit in full: who, when, its parents, the whole message and the files it changed
/// (compared with its first parent; a root commit with the empty tree).
public struct GitCommitDetail: Hashable, Sendable {
  /// The full id.
  public var id: String
  /// Who wrote it.
  public var author: GitSignature
  /// Who committed it.
  public var committer: GitSignature
  /// The parents' full ids (two or more for a merge).
  public var parents: [String]
  /// The whole message.
  public var message: String
  /// The files changed, in path order (at most ``GitCommitDetail/fileLimit``).
  public var files: [GitFileChange]
  /// How many files changed in all.
  public var fileCount: Int
  /// Lines added, in all files.
  public var additions: Int
  /// Lines removed, in all files.
  public var deletions: Int

  /// The most files listed.
  public static let fileLimit = 2_000

  /// A commit with these parts.
  public init(
    id: String, author: GitSignature, committer: GitSignature, parents: [String],
    message: String, files: [GitFileChange], fileCount: Int, additions: Int, deletions: Int
  ) {
    self.id = id
    self.author = author
    self.committer = committer
    self.parents = parents
    self.message = message
    self.files = files
    self.fileCount = fileCount
    self.additions = additions
    self.deletions = deletions
  }

  /// The first 7 digits of the id.
  public var shortID: String {
    String(id.prefix(7))
  }
}
