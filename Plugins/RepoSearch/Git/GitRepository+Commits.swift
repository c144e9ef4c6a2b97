import CGit2
import Foundation

extension GitRepository {
  /// Looks up the commit `oid`; the caller frees it with `git_commit_free`.
  func lookupCommit(_ oid: GitOID) throws -> OpaquePointer {
    var raw = oid.raw
    var commit: OpaquePointer?
    try check(git_commit_lookup(&commit, pointer, &raw), "read commit \(oid.hex.prefixed)")
    guard let commit else {
      throw GitError(.notFound, action: "read commit \(oid.hex.prefixed)", path: path)
    }
    return commit
  }

  /// The commit whose id is or starts with `id` (4 to 40 hex digits).
  ///
  /// - Throws: ``GitError`` `.notFound` for an id that is not hex, matches nothing, or
  ///   matches several commits.
  func resolveCommit(_ id: String) throws -> GitOID {
    guard let oid = GitOID(hex: id) else {
      throw GitError(
        .notFound, action: "find commit \(id.prefix(40))", path: path,
        detail: "a commit id is 4 to 40 hex digits")
    }
    var raw = oid.raw
    var object: OpaquePointer?
    let code = git_object_lookup_prefix(&object, pointer, &raw, id.utf8.count, GIT_OBJECT_COMMIT)
    try check(code, "find commit \(id.prefix(40))")
    guard let object, let found = git_object_id(object) else {
      throw GitError(.notFound, action: "find commit \(id.prefix(40))", path: path)
    }
    defer { git_object_free(object) }
    return GitOID(found.pointee)
  }

  /// A history line for `commit`.
  static func summary(of commit: OpaquePointer) -> GitCommitSummary {
    let encoding = GitText.optional(git_commit_message_encoding(commit))
    let author = signature(git_commit_author(commit), encoding: encoding)
    let id = git_commit_id(commit).map { GitOID($0.pointee).hex } ?? ""
    let subject = GitText.decode(git_commit_summary(commit), encoding: encoding)
    return GitCommitSummary(
      id: id, author: author.name, email: author.email, date: author.date, subject: subject)
  }

  /// A signature in the plugin's terms (names decoded leniently).
  static func signature(_ raw: UnsafePointer<git_signature>?, encoding: String?) -> GitSignature {
    guard let value = raw?.pointee else {
      return GitSignature(name: "", email: "", date: Date(timeIntervalSince1970: 0))
    }
    return GitSignature(
      name: GitText.decode(value.name, encoding: encoding),
      email: GitText.decode(value.email, encoding: encoding),
      date: Date(timeIntervalSince1970: TimeInterval(value.when.time)),
      offsetMinutes: Int(value.when.offset))
  }

  /// The commit `id` in full, with the files it changed against its first parent (the
  /// empty tree for a root commit), renames found, and line counts.
  func commitDetail(_ id: String) throws -> GitCommitDetail {
    let oid = try resolveCommit(id)
    let commit = try lookupCommit(oid)
    defer { git_commit_free(commit) }
    let encoding = GitText.optional(git_commit_message_encoding(commit))
    var parents: [String] = []
    for index in 0..<git_commit_parentcount(commit) {
      if let parent = git_commit_parent_id(commit, index) {
        parents.append(GitOID(parent.pointee).hex)
      }
    }
    let (files, fileCount, additions, deletions) = try changes(of: commit)
    return GitCommitDetail(
      id: oid.hex,
      author: Self.signature(git_commit_author(commit), encoding: encoding),
      committer: Self.signature(git_commit_committer(commit), encoding: encoding),
      parents: parents, message: GitText.decode(git_commit_message(commit), encoding: encoding),
      files: files, fileCount: fileCount, additions: additions, deletions: deletions)
  }

  /// The files `commit` changed against its first parent, and the totals.
  private func changes(of commit: OpaquePointer) throws -> (
    [GitFileChange], Int, Int, Int
  ) {
    let action = "compare the commit with its parent"
    var tree: OpaquePointer?
    try check(git_commit_tree(&tree, commit), action)
    defer { git_tree_free(tree) }
    var parentTree: OpaquePointer?
    if git_commit_parentcount(commit) > 0 {
      var parent: OpaquePointer?
      try check(git_commit_parent(&parent, commit, 0), action)
      defer { git_commit_free(parent) }
      try check(git_commit_tree(&parentTree, parent), action)
    }
    defer { git_tree_free(parentTree) }
    var diff: OpaquePointer?
    try check(git_diff_tree_to_tree(&diff, pointer, parentTree, tree, nil), action)
    guard let diff else { return ([], 0, 0, 0) }
    defer { git_diff_free(diff) }
    var findOptions = git_diff_find_options()
    git_diff_find_options_init(&findOptions, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
    findOptions.flags = GIT_DIFF_FIND_RENAMES.rawValue
    try check(git_diff_find_similar(diff, &findOptions), action)
    let count = git_diff_num_deltas(diff)
    var files: [GitFileChange] = []
    var additions = 0
    var deletions = 0
    for index in 0..<count {
      guard let delta = git_diff_get_delta(diff, index)?.pointee else { continue }
      var added = 0
      var removed = 0
      // The delta learns it is binary once its patch is made.
      var flags = delta.flags
      var patch: OpaquePointer?
      if git_patch_from_diff(&patch, diff, index) == 0, let patch {
        var context = 0
        git_patch_line_stats(&context, &added, &removed, patch)
        flags |= git_patch_get_delta(patch)?.pointee.flags ?? 0
        git_patch_free(patch)
      } else {
        git_error_clear()
      }
      additions += added
      deletions += removed
      guard files.count < GitCommitDetail.fileLimit else { continue }
      let newPath = GitText.decode(delta.new_file.path)
      let oldPath = GitText.decode(delta.old_file.path)
      let change = Self.change(delta.status)
      files.append(
        GitFileChange(
          path: change == .deleted ? oldPath : newPath,
          oldPath: change == .renamed || change == .copied ? oldPath : nil, change: change,
          additions: added, deletions: removed,
          isBinary: flags & GIT_DIFF_FLAG_BINARY.rawValue != 0))
    }
    return (files, count, additions, deletions)
  }

  private static func change(_ status: git_delta_t) -> GitChange {
    switch status {
    case GIT_DELTA_ADDED: return .added
    case GIT_DELTA_DELETED: return .deleted
    case GIT_DELTA_RENAMED: return .renamed
    case GIT_DELTA_COPIED: return .copied
    case GIT_DELTA_TYPECHANGE: return .typeChanged
    default: return .modified
    }
  }
}
