import CGit2
import Foundation
import Trellis

extension GitRepository {
  /// Where HEAD points: a branch, a detached commit, or a branch with no commits yet.
  func head() throws -> GitHead {
    var reference: OpaquePointer?
    let code = git_repository_head(&reference, pointer)
    if code == GIT_EUNBORNBRANCH.rawValue || code == GIT_ENOTFOUND.rawValue {
      return .unborn(unbornBranchName())
    }
    try check(code, "read HEAD")
    guard let reference else { throw GitError(.other, action: "read HEAD", path: path) }
    defer { git_reference_free(reference) }
    if git_repository_head_detached(pointer) == 1 {
      return .detached(
        git_reference_target(reference).map { GitOID($0.pointee).hex.prefixed } ?? "")
    }
    return .branch(GitText.decode(git_reference_shorthand(reference)))
  }

  /// The upstream of HEAD's branch with ahead/behind counts; nil when HEAD is detached,
  /// unborn, or its branch has no upstream (or the upstream is gone).
  func headUpstream() -> GitUpstream? {
    var reference: OpaquePointer?
    guard git_repository_head(&reference, pointer) == 0, let reference else { return nil }
    defer { git_reference_free(reference) }
    guard git_reference_is_branch(reference) == 1 else { return nil }
    return upstream(of: reference)
  }

  /// The upstream of the local branch `reference`, with ahead/behind; nil when none.
  func upstream(of reference: OpaquePointer) -> GitUpstream? {
    var upstream: OpaquePointer?
    guard git_branch_upstream(&upstream, reference) == 0, let upstream else {
      git_error_clear()
      return nil
    }
    defer { git_reference_free(upstream) }
    let name = GitText.decode(git_reference_shorthand(upstream))
    guard let local = git_reference_target(reference), let remote = git_reference_target(upstream)
    else { return GitUpstream(name: name, ahead: 0, behind: 0) }
    var ahead = 0
    var behind = 0
    guard git_graph_ahead_behind(&ahead, &behind, pointer, local, remote) == 0 else {
      git_error_clear()
      return GitUpstream(name: name, ahead: 0, behind: 0)
    }
    return GitUpstream(name: name, ahead: ahead, behind: behind)
  }

  /// Whether the working tree has any change (untracked files included); stops at the
  /// first one. False for a bare repository.
  func isDirty() -> Bool {
    MainThreadIO.check("GitRepository.isDirty (a status walk)")
    guard !isBare else { return false }
    var options = Self.statusOptions(
      show: GIT_STATUS_SHOW_INDEX_AND_WORKDIR,
      flags: [GIT_STATUS_OPT_INCLUDE_UNTRACKED, GIT_STATUS_OPT_EXCLUDE_SUBMODULES])
    let stopAtFirst: git_status_cb = { _, _, _ in 1 }
    let code = git_status_foreach_ext(pointer, &options, stopAtFirst, nil)
    if code < 0 { git_error_clear() }
    return code == 1
  }

  /// The repository as a search row shows it; `checkingDirty` false leaves `isDirty` unset,
  /// for a caller that reads the full status anyway.
  func summary(checkingDirty: Bool = true) -> LocalRepository {
    let layout: LocalRepository.Layout =
      isBare ? .bare : isWorktree ? .worktree : .workingTree
    let shown = displayPath
    var repository = LocalRepository(
      path: shown, name: LocalRepository.name(forPath: shown), layout: layout)
    do {
      repository.head = try head()
    } catch {
      repository.problem = "\(error)"
      return repository
    }
    repository.upstream = headUpstream()
    if layout != .bare, checkingDirty { repository.isDirty = isDirty() }
    return repository
  }

  /// The branch HEAD names when it has no commits: `refs/heads/main` read as `main`.
  private func unbornBranchName() -> String {
    git_error_clear()
    var headReference: OpaquePointer?
    guard git_reference_lookup(&headReference, pointer, "HEAD") == 0, let headReference else {
      git_error_clear()
      return "HEAD"
    }
    defer { git_reference_free(headReference) }
    let target = GitText.decode(git_reference_symbolic_target(headReference))
    return target.hasPrefix("refs/heads/") ? String(target.dropFirst(11)) : target
  }
}

extension String {
  /// The first 7 characters: a short commit id.
  var prefixed: String {
    String(prefix(7))
  }
}
