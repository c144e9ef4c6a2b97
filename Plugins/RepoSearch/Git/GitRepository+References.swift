import CGit2
import Foundation

extension GitRepository {
  /// The local branches (HEAD's first, then by name) and the remote-tracking ones (by
  /// name; `origin/HEAD` left out), each local one with its upstream and ahead/behind.
  func branches() throws -> (local: [GitBranch], remote: [GitBranch]) {
    var iterator: OpaquePointer?
    try check(git_branch_iterator_new(&iterator, pointer, GIT_BRANCH_ALL), "list the branches")
    guard let iterator else { return ([], []) }
    defer { git_branch_iterator_free(iterator) }
    var local: [GitBranch] = []
    var remote: [GitBranch] = []
    var reference: OpaquePointer?
    var type = GIT_BRANCH_LOCAL
    while true {
      let code = git_branch_next(&reference, &type, iterator)
      if code == GIT_ITEROVER.rawValue { break }
      try check(code, "list the branches")
      guard let branch = reference else { continue }
      defer { git_reference_free(branch) }
      let name = GitText.decode(git_reference_shorthand(branch))
      let shortID = git_reference_target(branch).map { GitOID($0.pointee).hex.prefixed } ?? ""
      if type == GIT_BRANCH_REMOTE {
        guard git_reference_type(branch) != GIT_REFERENCE_SYMBOLIC else { continue }
        remote.append(GitBranch(name: name, isRemote: true, isHead: false, shortID: shortID))
      } else {
        local.append(
          GitBranch(
            name: name, isRemote: false, isHead: git_branch_is_head(branch) == 1,
            shortID: shortID, upstream: upstream(of: branch)))
      }
    }
    local.sort { ($0.isHead ? 0 : 1, $0.name) < ($1.isHead ? 0 : 1, $1.name) }
    remote.sort { $0.name < $1.name }
    return (local, remote)
  }

  /// The remotes by name, their URLs without credentials.
  func remotes() throws -> [GitRemote] {
    var names = git_strarray()
    try check(git_remote_list(&names, pointer), "list the remotes")
    defer { git_strarray_dispose(&names) }
    var remotes: [GitRemote] = []
    for index in 0..<names.count {
      guard let name = names.strings[index] else { continue }
      var remote: OpaquePointer?
      guard git_remote_lookup(&remote, pointer, name) == 0, let remote else {
        git_error_clear()
        continue
      }
      defer { git_remote_free(remote) }
      let url = GitText.redactingCredentials(GitText.decode(git_remote_url(remote)))
      let push = GitText.optional(git_remote_pushurl(remote)).map(GitText.redactingCredentials)
      remotes.append(
        GitRemote(name: GitText.decode(name), url: url, pushURL: push == url ? nil : push))
    }
    return remotes.sorted { $0.name < $1.name }
  }

  /// The tags, highest version first (`v1.10` before `v1.9`).
  func tags() throws -> [GitTag] {
    final class Collector {
      var found: [(name: String, oid: GitOID)] = []
    }
    let collector = Collector()
    let code = git_tag_foreach(
      pointer,
      { name, oid, payload in
        guard let name, let oid, let payload else { return 0 }
        let collector = Unmanaged<Collector>.fromOpaque(payload).takeUnretainedValue()
        var text = GitText.decode(name)
        if text.hasPrefix("refs/tags/") { text.removeFirst(10) }
        collector.found.append((text, GitOID(oid.pointee)))
        return 0
      }, Unmanaged.passUnretained(collector).toOpaque())
    try check(code, "list the tags")
    var tags = collector.found.map { name, oid -> GitTag in
      var raw = oid.raw
      var tag: OpaquePointer?
      if git_tag_lookup(&tag, pointer, &raw) == 0, let tag {
        defer { git_tag_free(tag) }
        let target = git_tag_target_id(tag).map { GitOID($0.pointee).hex.prefixed } ?? ""
        return GitTag(name: name, shortID: target, isAnnotated: true)
      }
      git_error_clear()
      return GitTag(name: name, shortID: oid.hex.prefixed, isAnnotated: false)
    }
    tags.sort { $0.name.compare($1.name, options: .numeric) == .orderedDescending }
    return tags
  }
}
