import CGit2
import Synchronization
import Trellis

/// Pages through a repository's history from HEAD, newest first (commit dates, as
/// `git log` orders them), reading only as far as the pages asked for: the first page of
/// a history of any length costs about as much as the page.
///
/// libgit2 1.5 cannot read the commit-graph file git 2.39 writes, and its own time-sorted
/// walk reads the whole history before giving the first commit; so the cursor keeps its
/// own queue of commits by date and reads a commit only when it is shown.
///
/// Safe to use from any thread: its repository handle and queue are used under a lock,
/// one page at a time.
public final class GitHistoryCursor: @unchecked Sendable {  // State guarded by `state`.
  /// The repository's path, as given.
  public let path: String

  private let state: Mutex<State>

  private final class State {
    var repository: GitRepository?
    var queue = CommitQueue()
    var seen = Set<GitOID>()
    var started = false
  }

  /// A cursor before the first commit of `path`'s history (nothing is opened yet).
  public init(path: String) {
    self.path = path
    state = Mutex(State())
  }

  /// The next `count` commits (fewer at the end of history).
  ///
  /// - Throws: ``GitError`` — `.unbornHead` when HEAD has no commits yet ("no commits
  ///   yet"), or when the repository cannot be read.
  public func nextPage(count: Int = 50) throws -> GitHistoryPage {
    MainThreadIO.check("GitHistoryCursor.nextPage (a log walk)")
    return try state.criticalSection { state in
      if !state.started {
        let repository = try GitRepository.open(path, searchingUpward: true)
        var head = git_oid()
        let code = git_reference_name_to_id(&head, repository.pointer, "HEAD")
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue {
          git_error_clear()
          throw GitError(.unbornHead, action: "read the history", path: path)
        }
        try repository.check(code, "read the history")
        state.repository = repository
        state.started = true
        try enqueue(GitOID(head), in: state, repository: repository)
      }
      guard let repository = state.repository else {
        return GitHistoryPage(commits: [], isComplete: true)
      }
      var commits: [GitCommitSummary] = []
      while commits.count < count, let oid = state.queue.pop() {
        let commit = try repository.lookupCommit(oid)
        defer { git_commit_free(commit) }
        commits.append(GitRepository.summary(of: commit))
        for index in 0..<git_commit_parentcount(commit) {
          guard let parent = git_commit_parent_id(commit, index) else { continue }
          try enqueue(GitOID(parent.pointee), in: state, repository: repository)
        }
      }
      if state.queue.isEmpty { state.repository = nil }  // Done: let the handle go.
      return GitHistoryPage(commits: commits, isComplete: state.queue.isEmpty)
    }
  }

  /// Queues `oid` by its commit time, once. A parent that is not in the repository (the
  /// edge of a shallow clone) ends that line of history.
  private func enqueue(_ oid: GitOID, in state: State, repository: GitRepository) throws {
    guard state.seen.insert(oid).inserted else { return }
    let commit: OpaquePointer
    do {
      commit = try repository.lookupCommit(oid)
    } catch let error as GitError where error.kind == .notFound && !state.seen.isEmpty {
      return
    }
    defer { git_commit_free(commit) }
    state.queue.push(oid, time: git_commit_time(commit))
  }
}
