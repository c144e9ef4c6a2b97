import Foundation
import RepoSearch
import Testing

/// ``GitService/detail(of:on:)``: HEAD, branches and upstreams, remotes, tags, README.
@Suite struct GitDetailTests {
  let service = GitService()

  /// A bare "origin" with three commits, a clone of it two commits ahead and (after the
  /// origin moved on) one behind, a second branch tracking origin, and tags.
  static func clonedRepository(_ fixture: GitFixture) throws -> String {
    try fixture.repository("seed", commits: 3)
    try fixture.git(
      ["clone", "-q", "--bare", fixture.path("seed"), fixture.path("origin.git")], in: "")
    try fixture.git(["clone", "-q", fixture.path("origin.git"), fixture.path("work")], in: "")
    try fixture.commit("ahead one", file: "a.txt", in: "work")
    try fixture.commit("ahead two", file: "b.txt", in: "work")
    try fixture.commit("from elsewhere", file: "c.txt", in: "seed")
    try fixture.git(["push", "-q", fixture.path("origin.git"), "main"], in: "seed")
    try fixture.git(["fetch", "-q"], in: "work")
    try fixture.git(["branch", "-q", "--track", "feature", "origin/main"], in: "work")
    try fixture.git(["branch", "-q", "spike"], in: "work")
    try fixture.git(["tag", "v1.9"], in: "work")
    try fixture.git(["tag", "-a", "v1.10", "-m", "release 1.10", "HEAD~1"], in: "work")
    try fixture.git(
      ["remote", "add", "mirror", "https://ada:s3cret-token@git.example.com/ada/work.git"],
      in: "work")
    return fixture.path("work")
  }

  @Test func branchesWithUpstreamsAndAheadBehind() throws {
    let fixture = try GitFixture()
    let path = try Self.clonedRepository(fixture)
    let detail = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    #expect(detail.repository.head == .branch("main"))
    #expect(detail.repository.upstream == GitUpstream(name: "origin/main", ahead: 2, behind: 1))
    #expect(detail.localBranches.map(\.name) == ["main", "feature", "spike"])
    #expect(detail.localBranches[0].isHead)
    #expect(
      detail.localBranches[1].upstream == GitUpstream(name: "origin/main", ahead: 0, behind: 0))
    #expect(detail.localBranches[2].upstream == nil)
    #expect(detail.remoteBranches.map(\.name) == ["origin/main"])
    #expect(detail.remoteBranches[0].shortID.count == 7)
  }

  @Test func remotesHideCredentialsWrittenIntoTheirURLs() throws {
    let fixture = try GitFixture()
    let path = try Self.clonedRepository(fixture)
    let detail = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    #expect(detail.remotes.map(\.name) == ["mirror", "origin"])
    #expect(detail.remotes[0].url == "https://git.example.com/ada/work.git")
    #expect(detail.remotes[1].url == fixture.path("origin.git"))
    #expect(!"\(detail)".contains("s3cret"))
  }

  @Test func tagsHighestVersionFirstAnnotatedOnesPeeled() throws {
    let fixture = try GitFixture()
    let path = try Self.clonedRepository(fixture)
    let detail = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    #expect(detail.tags.map(\.name) == ["v1.10", "v1.9"])
    #expect(detail.tags[0].isAnnotated && !detail.tags[1].isAnnotated)
    let parent = try fixture.git(["rev-parse", "--short=7", "HEAD~1"], in: "work")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(detail.tags[0].shortID == parent)
  }

  @Test func theReadmeIsHEADsNotTheWorkingTrees() throws {
    let fixture = try GitFixture()
    try fixture.repository("readme")
    try fixture.commit("first", file: "Readme.MD", text: "# Committed\n", in: "readme")
    try fixture.write("# Edited, not committed\n", to: "readme/Readme.MD")
    let detail = try Blocking.value(
      service.detail(of: fixture.path("readme"), on: Blocking.scheduler))
    #expect(detail.readme == GitReadme(name: "Readme.MD", text: "# Committed\n"))
    #expect(detail.readme?.isMarkdown == true)
  }

  @Test func aBareRepositoryHasNoStatusButItsReadme() throws {
    let fixture = try GitFixture()
    try fixture.repository("seed")
    try fixture.commit("docs", file: "README.md", text: "Hello\n", in: "seed")
    try fixture.git(
      ["clone", "-q", "--bare", fixture.path("seed"), fixture.path("bare.git")], in: "")
    let detail = try Blocking.value(
      service.detail(of: fixture.path("bare.git"), on: Blocking.scheduler))
    #expect(detail.repository.layout == .bare)
    #expect(detail.repository.name == "bare")
    #expect(detail.status == nil)
    #expect(detail.readme?.text == "Hello\n")
  }

  @Test func anEmptyRepositoryIsOnAnUnbornBranch() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("empty")
    let detail = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    #expect(detail.repository.head == .unborn("main"))
    #expect(detail.repository.head?.description == "main (no commits yet)")
    #expect(detail.localBranches.isEmpty && detail.tags.isEmpty && detail.readme == nil)
    #expect(detail.status?.isClean == true)
  }

  @Test func aDetachedHeadNamesItsCommit() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("detached", commits: 4)
    try fixture.git(["checkout", "-q", "--detach", "HEAD~2"], in: "detached")
    let id = try fixture.git(["rev-parse", "--short=7", "HEAD"], in: "detached")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let detail = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    #expect(detail.repository.head == .detached(id))
    #expect(detail.localBranches.map(\.isHead) == [false])
  }

  @Test func aLinkedWorktreeOpensAsOne() throws {
    let fixture = try GitFixture()
    try fixture.repository("main-tree", commits: 2)
    try fixture.git(
      ["worktree", "add", "-q", "-b", "side", fixture.path("side-tree")], in: "main-tree")
    let detail = try Blocking.value(
      service.detail(of: fixture.path("side-tree"), on: Blocking.scheduler))
    #expect(detail.repository.layout == .worktree)
    #expect(detail.repository.head == .branch("side"))
  }

  @Test func aFolderThatIsNoRepositorySaysSo() throws {
    let fixture = try GitFixture()
    try fixture.write("x", to: "plain/file.txt")
    #expect {
      _ = try Blocking.value(service.detail(of: fixture.path("plain"), on: Blocking.scheduler))
    } throws: { error in
      (error as? GitError)?.kind == .notARepository
        && "\(error)".contains("No git repository at \(fixture.path("plain"))")
    }
  }

  @Test func aFileOrAMissingPathSaysWhichItIs() throws {
    let fixture = try GitFixture()
    try fixture.write("x", to: "plain/file.txt")
    let file = fixture.path("plain/file.txt")
    #expect {
      _ = try Blocking.value(service.detail(of: file, on: Blocking.scheduler))
    } throws: { error in
      "\(error)" == "\(file) is a file. Give the folder of a git repository instead."
    }
    let missing = fixture.path("nowhere")
    #expect {
      _ = try Blocking.value(service.detail(of: missing, on: Blocking.scheduler))
    } throws: { error in
      "\(error)" == "There is nothing at \(missing). Check the path."
    }
  }

  @Test func aRepositoryOwnedByAnotherUserSaysHowToTrustIt() throws {
    guard geteuid() == 0 else { return }  // Only root can give a folder away.
    let fixture = try GitFixture()
    let path = try fixture.repository("theirs", commits: 1)
    try GitFixture.run("/bin/chown", ["-R", "nobody", path], in: nil)
    #expect {
      _ = try Blocking.value(service.detail(of: path, on: Blocking.scheduler))
    } throws: { error in
      guard let error = error as? GitError, case .notOwned(let owner) = error.kind else {
        return false
      }
      return owner.hasPrefix("nobody")
        && error.description.contains("git config --global --add safe.directory \(path)")
    }
  }
}
