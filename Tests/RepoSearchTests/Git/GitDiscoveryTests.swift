import Foundation
import RepoSearch
import Testing
import TrellisTesting

#if canImport(Glibc)
  import Glibc
#endif

/// Walking folders for repositories.
@Suite struct GitDiscoveryTests {
  let service = GitService()

  /// src/ with: a repository holding a nested one, a bare one, a linked worktree, a plain
  /// folder two levels deep with a repository, a hidden folder with one, and a link loop.
  static func tree(_ fixture: GitFixture) throws -> String {
    try fixture.repository("src/alpha", commits: 2)
    try fixture.repository("src/alpha/vendor/nested", commits: 1)
    try fixture.git(
      ["clone", "-q", "--bare", fixture.path("src/alpha"), fixture.path("src/beta.git")], in: "")
    try fixture.git(
      ["worktree", "add", "-q", "-b", "wt", fixture.path("src/gamma-wt")], in: "src/alpha")
    try fixture.repository("src/group/deep/delta", commits: 1)
    try fixture.repository("src/.hidden/epsilon", commits: 1)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("src/group/loop"), withDestinationPath: fixture.path("src/group"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("src/link-to-delta"),
      withDestinationPath: fixture.path("src/group/deep/delta"))
    return fixture.path("src")
  }

  @Test func findsEachRepositoryOnceAndDoesNotLookInside() throws {
    let fixture = try GitFixture()
    let root = try Self.tree(fixture)
    let (events, error) = Blocking.elements(service.discover(roots: [root], on: Blocking.scheduler))
    #expect(error == nil)
    let found = events.compactMap { event -> LocalRepository? in
      if case .found(let repository) = event { return repository }
      return nil
    }
    #expect(found.map(\.name) == ["alpha", "beta", "gamma-wt", "delta"])
    #expect(found.map(\.layout) == [.workingTree, .bare, .worktree, .workingTree])
    #expect(found[0].path == root + "/alpha")
    #expect(found[0].head == .branch("main"))
    #expect(
      found.map(\.path)
        == ["alpha", "beta.git", "gamma-wt", "group/deep/delta"].map { root + "/" + $0 })
    // The working trees are not looked at by the walk (see `isDirty(of:on:)`).
    #expect(found.allSatisfy { $0.isDirty == nil })
    #expect(service.dirtyChecksRun == 0)
    // The nested repository is an untracked folder of alpha's working tree.
    #expect(try Blocking.value(service.isDirty(of: found[0].path, on: Blocking.scheduler)) == true)
    #expect(try Blocking.value(service.isDirty(of: found[3].path, on: Blocking.scheduler)) == false)
    #expect(try Blocking.value(service.isDirty(of: found[1].path, on: Blocking.scheduler)) == nil)
    #expect(found[2].head == .branch("wt"))
    #expect(!events.contains { if case .skipped = $0 { return true } else { return false } })
    #expect(service.activeWalks == 0)
  }

  @Test func stopsAtTheDepthAsked() throws {
    let fixture = try GitFixture()
    let root = try Self.tree(fixture)
    let (events, _) = Blocking.elements(
      service.discover(roots: [root], maxDepth: 1, on: Blocking.scheduler))
    let paths = events.compactMap { event -> String? in
      if case .found(let repository) = event { return repository.path }
      return nil
    }
    // delta is three levels down, but a link to it is one level down.
    #expect(paths == ["alpha", "beta.git", "gamma-wt", "link-to-delta"].map { root + "/" + $0 })
  }

  @Test func reportsAFolderItCannotRead() throws {
    let fixture = try GitFixture()
    try fixture.repository("top/open", commits: 1)
    try fixture.repository("top/closed/inside", commits: 1)
    try GitFixture.run("/bin/chmod", ["000", fixture.path("top/closed")], in: nil)
    // Root reads every folder; walk as "nobody" so the permission applies.
    let events = try #require(
      FileSystemUser.asNobody {
        Blocking.elements(service.discover(roots: [fixture.path("top")], on: Blocking.scheduler)).0
      })
    #expect(
      events.contains(.skipped(path: fixture.path("top/closed"), reason: "permission denied")))
    #expect(
      events.contains {
        if case .found(let found) = $0 { return found.name == "open" } else { return false }
      })
    #expect(
      !events.contains {
        if case .found(let found) = $0 { return found.name == "inside" } else { return false }
      })
  }

  @Test func aRootThatIsMissingIsReported() throws {
    let (events, error) = Blocking.elements(
      service.discover(roots: ["/nonexistent/trellis-\(UUID())"], on: Blocking.scheduler))
    #expect(error == nil)
    #expect(events.count == 1)
    if case .skipped(_, let reason) = events.first { #expect(reason == "it does not exist") }
  }

  @Test func aRepositoryOfAnotherUserIsListedWithWhy() throws {
    guard geteuid() == 0 else { return }
    let fixture = try GitFixture()
    let path = try fixture.repository("mixed/theirs", commits: 1)
    try fixture.repository("mixed/mine", commits: 1)
    try GitFixture.run("/bin/chown", ["-R", "nobody", path], in: nil)
    let (events, _) = Blocking.elements(
      service.discover(roots: [fixture.path("mixed")], on: Blocking.scheduler))
    let found = events.compactMap { event -> LocalRepository? in
      if case .found(let repository) = event { return repository }
      return nil
    }
    #expect(found.map(\.name) == ["mine", "theirs"])
    #expect(found[0].problem == nil)
    #expect(found[1].problem?.contains("safe.directory") == true)
  }

  @Test func disposingStopsTheWalk() throws {
    let fixture = try GitFixture()
    for index in 0..<40 { try fixture.repository("many/r\(index)") }
    let service = GitService()
    service.discoverySlice = 1
    var seen = 0
    let subscription = service.discover(roots: [fixture.path("many")], on: Blocking.scheduler)
      .take(3).subscribe(onNext: { _ in seen += 1 })
    subscription.dispose()
    #expect(seen == 3)
    #expect(service.activeWalks == 0)
  }
}
