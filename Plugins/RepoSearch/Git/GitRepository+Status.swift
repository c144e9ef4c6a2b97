import CGit2

extension GitRepository {
  /// The working tree's status, as `git status` reports it: staged changes (renames found
  /// among them), changes not staged, untracked paths (an untracked folder once, ending in
  /// `/`), and conflicts. Ignored files are left out.
  ///
  /// - Throws: ``GitError`` when the index or working tree cannot be read.
  func status() throws -> GitStatus {
    var options = git_status_options()
    git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
    options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
    options.flags =
      GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue
      | GIT_STATUS_OPT_RENAMES_HEAD_TO_INDEX.rawValue
      | GIT_STATUS_OPT_SORT_CASE_SENSITIVELY.rawValue
    var list: OpaquePointer?
    try check(git_status_list_new(&list, pointer, &options), "read the working tree's status")
    guard let list else {
      return GitStatus(entries: [], staged: 0, modified: 0, untracked: 0, conflicted: 0)
    }
    defer { git_status_list_free(list) }
    var entries: [GitStatusEntry] = []
    var staged = 0
    var modified = 0
    var untracked = 0
    var conflicted = 0
    let count = git_status_list_entrycount(list)
    for index in 0..<count {
      guard let raw = git_status_byindex(list, index)?.pointee else { continue }
      let entry = Self.entry(raw)
      if entry.isConflicted {
        conflicted += 1
      } else if entry.isUntracked {
        untracked += 1
      } else {
        if entry.staged != nil { staged += 1 }
        if entry.unstaged != nil { modified += 1 }
      }
      if entries.count < GitStatus.entryLimit { entries.append(entry) }
    }
    return GitStatus(
      entries: entries, staged: staged, modified: modified, untracked: untracked,
      conflicted: conflicted, isTruncated: count > GitStatus.entryLimit)
  }

  /// One libgit2 status entry in the plugin's terms.
  private static func entry(_ raw: git_status_entry) -> GitStatusEntry {
    let flags = raw.status.rawValue
    func has(_ flag: git_status_t) -> Bool { flags & flag.rawValue != 0 }
    let delta = raw.head_to_index ?? raw.index_to_workdir
    let newPath = delta.map { GitText.decode($0.pointee.new_file.path) } ?? ""
    let oldPath = delta.map { GitText.decode($0.pointee.old_file.path) }
    var staged: GitChange?
    if has(GIT_STATUS_INDEX_NEW) {
      staged = .added
    } else if has(GIT_STATUS_INDEX_DELETED) {
      staged = .deleted
    } else if has(GIT_STATUS_INDEX_RENAMED) {
      staged = .renamed
    } else if has(GIT_STATUS_INDEX_TYPECHANGE) {
      staged = .typeChanged
    } else if has(GIT_STATUS_INDEX_MODIFIED) {
      staged = .modified
    }
    var unstaged: GitChange?
    if has(GIT_STATUS_WT_DELETED) {
      unstaged = .deleted
    } else if has(GIT_STATUS_WT_TYPECHANGE) {
      unstaged = .typeChanged
    } else if has(GIT_STATUS_WT_MODIFIED) {
      unstaged = .modified
    } else if has(GIT_STATUS_WT_RENAMED) {
      unstaged = .renamed
    }
    let isUntracked = has(GIT_STATUS_WT_NEW)
    return GitStatusEntry(
      path: newPath.isEmpty ? (oldPath ?? "") : newPath,
      oldPath: staged == .renamed && oldPath != newPath ? oldPath : nil,
      staged: isUntracked ? nil : staged, unstaged: isUntracked ? nil : unstaged,
      isUntracked: isUntracked, isConflicted: has(GIT_STATUS_CONFLICTED))
  }
}
