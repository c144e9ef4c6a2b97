import CGit2
import Foundation
import Trellis

/// An open libgit2 repository handle.
///
/// Confined: libgit2 objects must not be used by two threads at once, so a handle belongs to
/// the operation that opened it (which runs on one thread) or to an owner that serializes
/// its use (``GitHistoryCursor`` does, with a lock). Freed when the last reference goes.
final class GitRepository {
  /// The libgit2 handle.
  let pointer: OpaquePointer
  /// The path it was opened with, as given (for messages).
  let path: String

  private init(pointer: OpaquePointer, path: String) {
    self.pointer = pointer
    self.path = path
  }

  deinit {
    git_repository_free(pointer)
  }

  /// The action of the errors `open(_:searchingUpward:)` throws.
  static let openAction = "open the repository"

  /// Opens the repository at `path` (a working tree, a `.git` folder or a bare
  /// repository); with `searchingUpward`, a folder inside a working tree opens its
  /// repository, as `git` does.
  ///
  /// - Throws: ``GitError`` — `.notOwned` when the repository belongs to another user
  ///   (libgit2 1.5 reports that as a missing `safe.directory` setting), `.unreadable`,
  ///   `.missing`, `.notAFolder`, `.notARepository`.
  static func open(_ path: String, searchingUpward: Bool = false) throws -> GitRepository {
    MainThreadIO.check("GitRepository.open")
    GitLibrary.ensureInitialized()
    var handle: OpaquePointer?
    let flags = searchingUpward ? 0 : GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue
    let code = git_repository_open_ext(&handle, path, flags, nil)
    guard code == 0, let handle else {
      throw openError(code, path: path)
    }
    return GitRepository(pointer: handle, path: path)
  }

  /// Throws the error libgit2 reported on this thread when `code` is negative.
  func check(_ code: Int32, _ action: @autoclosure () -> String) throws {
    guard code < 0 else { return }
    throw GitError.last(code, action: action(), path: path)
  }

  /// Whether the repository has no working tree.
  var isBare: Bool {
    git_repository_is_bare(pointer) == 1
  }

  /// Whether the repository is a linked working tree (`git worktree add`).
  var isWorktree: Bool {
    git_repository_is_worktree(pointer) == 1
  }

  /// The working tree's folder, without a trailing `/`; nil for a bare repository.
  var workingDirectory: String? {
    git_repository_workdir(pointer).map { Self.trimmingSlash(GitText.decode($0)) }
  }

  /// The repository's own folder (`.git`, or the bare repository), without a trailing `/`.
  var gitDirectory: String {
    Self.trimmingSlash(GitText.decode(git_repository_path(pointer)))
  }

  /// Where the repository shows to a user: its working tree, else its git folder.
  var displayPath: String {
    workingDirectory ?? gitDirectory
  }

  /// Makes the error for a failed open of `path`.
  private static func openError(_ code: Int32, path: String) -> GitError {
    let reported = GitError.last(code, action: openAction, path: path)
    var info = stat()
    guard stat(path, &info) == 0 else {
      let kind: GitError.Kind =
        switch errno {
        case EACCES: .unreadable
        case ENOENT: .missing
        default: .notARepository
        }
      return GitError(kind, action: openAction, path: path)
    }
    if info.st_mode & S_IFMT != S_IFDIR {
      return GitError(.notAFolder, action: openAction, path: path)
    }
    if access(path, R_OK | X_OK) != 0 {
      return GitError(.unreadable, action: openAction, path: path)
    }
    if let owner = foreignOwner(of: path) {
      return GitError(.notOwned(owner: owner), action: openAction, path: path)
    }
    if code == GIT_ENOTFOUND.rawValue {
      return GitError(.notARepository, action: openAction, path: path)
    }
    return reported
  }

  /// The name of the user owning the repository at `path`, when that is not the current
  /// user; nil when it is ours, or there is no repository there.
  private static func foreignOwner(of path: String) -> String? {
    let dotGit = (path as NSString).appendingPathComponent(".git")
    let candidates = [dotGit, path].filter { candidate in
      var info = stat()
      return stat(candidate, &info) == 0
        && (candidate == dotGit
          || FileManager.default.fileExists(
            atPath: (candidate as NSString).appendingPathComponent("HEAD")))
    }
    for candidate in candidates {
      var info = stat()
      guard stat(candidate, &info) == 0, info.st_uid != geteuid() else { continue }
      return userName(info.st_uid)
    }
    return nil
  }

  private static func userName(_ uid: uid_t) -> String {
    guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else {
      return "user \(uid)"
    }
    return "\(GitText.decode(name)) (uid \(uid))"
  }

  private static func trimmingSlash(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}
