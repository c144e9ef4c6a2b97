import CGit2
import Foundation
import Trellis

/// Why a git operation failed, with a message a user can act on.
///
/// libgit2 reports errors per thread: `last(_:action:path:)` reads the error on the
/// thread that failed, at once, and turns it into one of these.
public struct GitError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// What went wrong, as far as the plugin can tell.
  public enum Kind: Equatable, Sendable {
    /// No repository at the path.
    case notARepository
    /// Nothing at the path.
    case missing
    /// The path is a file, not a folder.
    case notAFolder
    /// The repository belongs to another user and git's `safe.directory` does not list it.
    case notOwned(owner: String)
    /// HEAD names a branch with no commits yet.
    case unbornHead
    /// The commit, reference or file asked for does not exist.
    case notFound
    /// The path cannot be read (permissions).
    case unreadable
    /// Another git process holds a lock.
    case locked
    /// Anything else libgit2 reported.
    case other
  }

  /// What went wrong.
  public let kind: Kind
  /// What the plugin was doing, like "open the repository".
  public let action: String
  /// The repository (or folder) concerned.
  public let path: String
  /// libgit2's own message (sanitized), or empty.
  public let detail: String

  /// An error of `kind` while doing `action` at `path`.
  public init(_ kind: Kind, action: String, path: String, detail: String = "") {
    self.kind = kind
    self.action = action
    self.path = path
    self.detail = TextSanitizer.sanitize(String(detail.prefix(300)))
  }

  /// One line saying what failed and what to do.
  public var description: String {
    let place = TextSanitizer.sanitize(path)
    switch kind {
    case .notARepository:
      return "No git repository at \(place). Check the path, or run `git init` there."
    case .missing:
      return "There is nothing at \(place). Check the path."
    case .notAFolder:
      return "\(place) is a file. Give the folder of a git repository instead."
    case .notOwned(let owner):
      return "The repository at \(place) belongs to \(owner), not to you, so git will not "
        + "open it. If you trust it, run `git config --global --add safe.directory \(place)`."
    case .unbornHead:
      return "\(place) has no commits yet."
    case .notFound:
      return "Could not \(action) in \(place): \(detail.isEmpty ? "it does not exist" : detail)."
    case .unreadable:
      return "Could not \(action): \(place) cannot be read (check its permissions)."
    case .locked:
      return "Could not \(action) in \(place): another git process holds a lock. "
        + "Try again when it has finished."
    case .other:
      let reason = detail.isEmpty ? "libgit2 gave no reason" : detail
      return "Could not \(action) in \(place): \(reason)."
    }
  }

  /// The same as `description`.
  public var errorDescription: String? {
    description
  }

  /// The error libgit2 reported for `code` on this thread, while doing `action` at `path`.
  static func last(_ code: Int32, action: String, path: String) -> GitError {
    let message = git_error_last().flatMap { GitText.optional($0.pointee.message) } ?? ""
    let kind: Kind
    switch code {
    case GIT_EUNBORNBRANCH.rawValue: kind = .unbornHead
    case GIT_ENOTFOUND.rawValue: kind = .notFound
    case GIT_ELOCKED.rawValue: kind = .locked
    default: kind = .other
    }
    return GitError(kind, action: action, path: path, detail: message)
  }
}
