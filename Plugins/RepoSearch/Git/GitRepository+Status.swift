import CGit2
import Foundation
import Trellis

extension GitRepository {
  /// The working tree's status, as `git status` reports it: staged changes (renames found
  /// among them), changes not staged, untracked paths (an untracked folder once, ending in
  /// `/`), and conflicts. Ignored files are left out.
  ///
  /// A large working tree is compared with its index on two threads (its top-level folders
  /// split in two, each half with a repository handle of its own), as `git status` spreads
  /// its file checks over the cores; staged changes are found once, for the whole tree, at
  /// the same time, on a third handle.
  ///
  /// - Throws: ``GitError`` when the index or working tree cannot be read.
  func status() throws -> GitStatus {
    MainThreadIO.check("GitRepository.status")
    guard let halves = try workingTreeHalves() else {
      return Self.status(of: try statusEntries(show: GIT_STATUS_SHOW_INDEX_AND_WORKDIR))
    }
    // The staged changes and each half on a handle of their own (a handle is confined to
    // one thread).
    let results = ParallelResults<[GitStatusEntry]>(count: halves.count + 1)
    let path = self.path
    DispatchQueue.concurrentPerform(iterations: halves.count + 1) { index in
      results.set(index) {
        guard index < halves.count else {
          return try GitRepository.open(path, searchingUpward: true)
            .statusEntries(show: GIT_STATUS_SHOW_INDEX_ONLY)
        }
        return try GitRepository.open(path, searchingUpward: true)
          .statusEntries(show: GIT_STATUS_SHOW_WORKDIR_ONLY, paths: halves[index])
      }
    }
    var parts = try results.values()
    let staged = parts.removeLast()
    return Self.status(of: Self.merge(staged: staged, workingTree: parts.flatMap { $0 }))
  }

  /// Status options showing `show` with `flags`.
  static func statusOptions(show: git_status_show_t, flags: [git_status_opt_t])
    -> git_status_options
  {
    var options = git_status_options()
    git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
    options.show = show
    options.flags = flags.reduce(0) { $0 | $1.rawValue }
    return options
  }

  /// The entries of a status of `show`, limited to `paths` (literal top-level names) when
  /// given.
  private func statusEntries(show: git_status_show_t, paths: [String]? = nil) throws
    -> [GitStatusEntry]
  {
    var options = Self.statusOptions(
      show: show,
      flags: [
        GIT_STATUS_OPT_INCLUDE_UNTRACKED, GIT_STATUS_OPT_RENAMES_HEAD_TO_INDEX,
        GIT_STATUS_OPT_SORT_CASE_SENSITIVELY,
      ] + (paths == nil ? [] : [GIT_STATUS_OPT_DISABLE_PATHSPEC_MATCH]))
    var pointers: [UnsafeMutablePointer<CChar>?] = (paths ?? []).map { strdup($0) }
    defer { for pointer in pointers { free(pointer) } }
    var list: OpaquePointer?
    let code = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
      if paths != nil {
        options.pathspec.strings = buffer.baseAddress
        options.pathspec.count = buffer.count
      }
      return git_status_list_new(&list, pointer, &options)
    }
    try check(code, "read the working tree's status")
    guard let list else { return [] }
    defer { git_status_list_free(list) }
    return (0..<git_status_list_entrycount(list)).compactMap { index in
      git_status_byindex(list, index).map { Self.entry($0.pointee) }
    }
  }

  /// The working tree's top-level names in two groups of about the same number of tracked
  /// files, when the tree is big enough for two threads to help (and flat enough for
  /// literal path matching to stay cheap); nil otherwise.
  private func workingTreeHalves() throws -> [[String]]? {
    guard let workingDirectory else { return nil }
    var index: OpaquePointer?
    try check(git_repository_index(&index, pointer), "read the index")
    guard let index else { return nil }
    defer { git_index_free(index) }
    let count = git_index_entrycount(index)
    guard count >= 2_000 else { return nil }
    var weights: [String: Int] = [:]
    // Entries are sorted by path: count runs of the same first component, decoding each
    // name once.
    var current: (bytes: [UInt8], count: Int)?
    for position in 0..<count {
      guard let entry = git_index_get_byindex(index, position), let path = entry.pointee.path
      else { continue }
      let length = strchr(path, 0x2F).map { UnsafePointer($0) - path } ?? strlen(path)
      let first = UnsafeRawBufferPointer(start: path, count: length)
      if let run = current, run.bytes.elementsEqual(first) {
        current?.count += 1
        continue
      }
      if let run = current { weights[GitText.decode(run.bytes), default: 0] += run.count }
      current = (Array(first), 1)
    }
    if let run = current { weights[GitText.decode(run.bytes), default: 0] += run.count }
    let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: workingDirectory)) ?? []
    for name in onDisk where name != ".git" && weights[name] == nil { weights[name] = 0 }
    guard (2...256).contains(weights.count) else { return nil }
    var groups: [[String]] = [[], []]
    var sizes = [0, 0]
    for (name, weight) in weights.sorted(by: { ($0.value, $0.key) > ($1.value, $1.key) }) {
      let lighter = sizes[0] <= sizes[1] ? 0 : 1
      groups[lighter].append(name)
      sizes[lighter] += max(1, weight)
    }
    return groups
  }

  /// Staged changes from one status and working-tree changes from another, by path.
  private static func merge(staged: [GitStatusEntry], workingTree: [GitStatusEntry])
    -> [GitStatusEntry]
  {
    var byPath: [String: GitStatusEntry] = [:]
    for entry in staged { byPath[entry.path] = entry }
    for entry in workingTree {
      if var known = byPath[entry.path] {
        known.unstaged = entry.unstaged
        known.isConflicted = known.isConflicted || entry.isConflicted
        byPath[entry.path] = known
      } else {
        byPath[entry.path] = entry
      }
    }
    return byPath.values.sorted { $0.path < $1.path }
  }

  /// A status of `entries`, counted.
  private static func status(of entries: [GitStatusEntry]) -> GitStatus {
    var staged = 0
    var modified = 0
    var untracked = 0
    var conflicted = 0
    for entry in entries {
      if entry.isConflicted {
        conflicted += 1
      } else if entry.isUntracked {
        untracked += 1
      } else {
        if entry.staged != nil { staged += 1 }
        if entry.unstaged != nil { modified += 1 }
      }
    }
    return GitStatus(
      entries: Array(entries.prefix(GitStatus.entryLimit)), staged: staged, modified: modified,
      untracked: untracked, conflicted: conflicted,
      isTruncated: entries.count > GitStatus.entryLimit)
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
