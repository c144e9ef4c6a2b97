import CGit2
import Foundation

extension GitRepository {
  /// The names tried for a README at the root of HEAD's tree, in order (compared without
  /// case).
  static let readmeNames = [
    "readme.md", "readme.markdown", "readme", "readme.txt", "readme.rst", "readme.org",
  ]

  /// The README at the root of HEAD's tree (as committed, not as in the working tree);
  /// nil when HEAD has no commits or its tree has no README. Cut at
  /// ``GitReadme/byteLimit`` bytes.
  func readme() throws -> GitReadme? {
    var headCommit: OpaquePointer?
    let code = git_revparse_single(&headCommit, pointer, "HEAD^{tree}")
    if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue {
      git_error_clear()
      return nil
    }
    try check(code, "read HEAD's tree")
    guard let tree = headCommit else { return nil }
    defer { git_object_free(tree) }
    var best: (rank: Int, name: String, oid: git_oid)?
    for index in 0..<git_tree_entrycount(tree) {
      guard let entry = git_tree_entry_byindex(tree, index),
        git_tree_entry_type(entry) == GIT_OBJECT_BLOB
      else { continue }
      let name = GitText.decode(git_tree_entry_name(entry))
      guard let rank = Self.readmeNames.firstIndex(of: name.lowercased()),
        rank < (best?.rank ?? Int.max), let oid = git_tree_entry_id(entry)
      else { continue }
      best = (rank, name, oid.pointee)
    }
    guard var found = best else { return nil }
    var blob: OpaquePointer?
    try check(git_blob_lookup(&blob, pointer, &found.oid), "read \(found.name)")
    guard let blob else { return nil }
    defer { git_blob_free(blob) }
    let size = Int(git_blob_rawsize(blob))
    let bytes = git_blob_rawcontent(blob)?.assumingMemoryBound(to: UInt8.self)
    var kept = min(size, GitReadme.byteLimit)
    // Cut on a character boundary, so UTF-8 text stays valid UTF-8.
    while kept > 0, kept < size, let bytes, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
    let text = GitText.decode(UnsafeRawPointer(bytes), length: kept)
    return GitReadme(name: found.name, text: text, isTruncated: size > kept)
  }
}
