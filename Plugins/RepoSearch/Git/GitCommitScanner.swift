import CGit2
import Trellis

/// Reads every commit reachable from HEAD, in no particular order, as raw objects: each
/// commit is inflated once and its parents read from its header, without libgit2's commit
/// parsing. The history search runs on it.
///
/// Not thread-safe: one scanner is used by one thread at a time.
final class GitCommitScanner {
  /// The repository read.
  let repository: GitRepository
  private let odb: OpaquePointer
  private var pending: [GitOID] = []
  private var seen = Set<GitOID>()
  /// Commits read so far.
  private(set) var scanned = 0

  /// A scanner at HEAD of `repository`.
  ///
  /// - Throws: ``GitError`` `.unbornHead` when HEAD has no commits.
  init(repository: GitRepository) throws {
    self.repository = repository
    var odb: OpaquePointer?
    try repository.check(git_repository_odb(&odb, repository.pointer), "open the object database")
    guard let odb else {
      throw GitError(.other, action: "open the object database", path: repository.path)
    }
    self.odb = odb
    var head = git_oid()
    let code = git_reference_name_to_id(&head, repository.pointer, "HEAD")
    if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue {
      git_error_clear()
      git_odb_free(odb)
      throw GitError(.unbornHead, action: "search the history", path: repository.path)
    }
    if code < 0 { git_odb_free(odb) }
    try repository.check(code, "search the history")
    pending.append(GitOID(head))
    seen.insert(GitOID(head))
  }

  deinit {
    git_odb_free(odb)
  }

  /// Whether every commit has been read.
  var isFinished: Bool {
    pending.isEmpty
  }

  /// Reads up to `limit` more commits, handing each one's id and raw bytes (headers, a
  /// blank line, the message) to `visit`; the bytes are valid only during the call.
  /// A missing object (a shallow clone's edge) is skipped.
  func scan(limit: Int, visit: (GitOID, UnsafeRawBufferPointer) -> Void) {
    MainThreadIO.check("GitCommitScanner.scan (a log walk)")
    var read = 0
    while read < limit, let oid = pending.popLast() {
      var raw = oid.raw
      var object: OpaquePointer?
      guard git_odb_read(&object, odb, &raw) == 0, let object else {
        git_error_clear()
        continue
      }
      defer { git_odb_object_free(object) }
      read += 1
      scanned += 1
      let bytes = UnsafeRawBufferPointer(
        start: git_odb_object_data(object), count: git_odb_object_size(object))
      queueParents(in: bytes)
      visit(oid, bytes)
    }
  }

  /// Queues the `parent <hex>` lines of a commit's header.
  private func queueParents(in bytes: UnsafeRawBufferPointer) {
    // "tree <40 hex>\n" comes first; parents follow, one per line.
    var offset = 46
    let prefix: [UInt8] = Array("parent ".utf8)
    while offset + 48 <= bytes.count,
      (0..<7).allSatisfy({ bytes[offset + $0] == prefix[$0] })
    {
      var oid = git_oid()
      let start = bytes.baseAddress.map { $0 + offset + 7 }?.assumingMemoryBound(to: CChar.self)
      if git_oid_fromstrn(&oid, start, 40) == 0 {
        let parent = GitOID(oid)
        if seen.insert(parent).inserted { pending.append(parent) }
      }
      offset += 48
    }
  }
}
