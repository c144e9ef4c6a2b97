import Foundation
import Trellis

/// A walk down folders for git repositories, a few folders at a time.
///
/// It stops at each repository it finds (a working tree, a linked worktree, or a bare
/// repository) and does not look inside; it skips hidden folders and `node_modules`,
/// follows symbolic links to folders but never visits a folder twice (so a link loop ends),
/// goes at most `maxDepth` folders below a root, and reports folders it cannot read.
///
/// Not thread-safe: one walk is stepped by one thread at a time.
final class GitDiscovery {
  private var stack: [(path: String, depth: Int)]
  private var visited = VisitedFolders()
  private let maxDepth: Int
  /// Folders visited so far.
  var foldersVisited: Int { visited.count }

  /// A walk from `roots` (`~` is the home folder), at most `maxDepth` levels down.
  init(roots: [String], maxDepth: Int, home: String = AppDirectories.homePath) {
    self.maxDepth = maxDepth
    stack = roots.reversed().map { root in
      let expanded = AppDirectories.expandingHome(root, home: home)
      return (URL(fileURLWithPath: expanded).standardizedFileURL.path, 0)
    }
  }

  /// Whether the walk is over.
  var isFinished: Bool {
    stack.isEmpty
  }

  /// Visits up to `limit` folders and returns what it found there.
  func step(limit: Int) -> [GitDiscoveryEvent] {
    MainThreadIO.check("GitDiscovery.step (a folder walk)")
    var events: [GitDiscoveryEvent] = []
    var count = 0
    while count < limit, let (path, depth) = stack.popLast() {
      count += 1
      var info = stat()
      guard stat(path, &info) == 0 else {
        events.append(.skipped(path: path, reason: Self.reason(errno)))
        continue
      }
      guard info.st_mode & S_IFMT == S_IFDIR else { continue }
      guard visited.insert(info) else { continue }
      if Self.isRepository(path) {
        events.append(.found(Self.summary(of: path)))
        continue
      }
      guard depth < maxDepth else { continue }
      switch Self.subfolders(of: path) {
      case .success(let names):
        for name in names.reversed() {
          stack.append(((path as NSString).appendingPathComponent(name), depth + 1))
        }
      case .failure(let reason):
        events.append(.skipped(path: path, reason: reason.reason))
      }
    }
    return events
  }

  /// Whether `path` holds a repository: a `.git` folder or file, or the files of a bare
  /// repository (`HEAD`, `objects/`, `refs/`).
  static func isRepository(_ path: String) -> Bool {
    var info = stat()
    if lstat((path as NSString).appendingPathComponent(".git"), &info) == 0 { return true }
    func isFolder(_ name: String) -> Bool {
      var info = stat()
      return stat((path as NSString).appendingPathComponent(name), &info) == 0
        && info.st_mode & S_IFMT == S_IFDIR
    }
    guard stat((path as NSString).appendingPathComponent("HEAD"), &info) == 0,
      info.st_mode & S_IFMT == S_IFREG
    else { return false }
    return isFolder("objects") && isFolder("refs")
  }

  /// The repository at `path` as a row shows it, without the working tree's status (a
  /// walk of the whole tree, asked later for the rows on screen only); one that cannot be
  /// opened keeps its path and says why.
  static func summary(of path: String) -> LocalRepository {
    do {
      var repository = try GitRepository.open(path).summary(checkingDirty: false)
      repository.path = path
      return repository
    } catch {
      let name = LocalRepository.name(forPath: path)
      var info = stat()
      let hasDotGit = lstat((path as NSString).appendingPathComponent(".git"), &info) == 0
      return LocalRepository(
        path: path, name: name, layout: hasDotGit ? .workingTree : .bare,
        problem: "\(error)")
    }
  }

  /// The names of the folders in `path` worth walking, sorted; or why it cannot be read.
  private static func subfolders(of path: String) -> Result<[String], ReasonError> {
    guard let directory = opendir(path) else { return .failure(ReasonError(reason(errno))) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      // A name that is not UTF-8 cannot be given back to the system as a Swift string:
      // such folders are left out.
      guard
        let name = withUnsafeBytes(
          of: entry.pointee.d_name,
          { raw in String(validating: raw.prefix { $0 != 0 }, as: UTF8.self) }),
        !name.hasPrefix("."), name != "node_modules"
      else { continue }
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR):
        names.append(name)
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        var info = stat()
        if stat((path as NSString).appendingPathComponent(name), &info) == 0,
          info.st_mode & S_IFMT == S_IFDIR
        {
          names.append(name)
        }
      default:
        break
      }
    }
    return .success(names.sorted())
  }

  /// Why a folder could not be read, from `errno`.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ENOENT: return "it does not exist"
    case ELOOP: return "too many symbolic links"
    default: return String(cString: strerror(code))
    }
  }

  private struct ReasonError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
