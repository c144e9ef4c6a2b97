import Foundation
import RepoSearch
import Testing

/// Paging history with ``GitHistoryCursor`` on repositories made with the git CLI.
@Suite struct GitHistoryTests {
  let service = GitService()

  @Test func pagesFiveThousandCommitsNewestFirstWithoutRepeats() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("big", commits: 5_000)
    let cursor = service.history(of: path)
    let first = try Blocking.value(service.page(of: cursor, on: Blocking.scheduler))
    #expect(first.commits.count == 50)
    #expect(first.commits.first?.subject == "Commit 5000")
    #expect(first.commits.last?.subject == "Commit 4951")
    #expect(!first.isComplete)
    var all = first.commits
    var page = first
    while !page.isComplete {
      page = try Blocking.value(service.page(of: cursor, count: 500, on: Blocking.scheduler))
      all += page.commits
    }
    #expect(all.count == 5_000)
    #expect(Set(all.map(\.id)).count == 5_000)
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.date >= $1.date })
    let gitOrder = try fixture.git(["log", "--format=%H"], in: "big")
      .split(separator: "\n").map(String.init)
    #expect(all.map(\.id) == gitOrder)
    let after = try Blocking.value(service.page(of: cursor, on: Blocking.scheduler))
    #expect(after.commits.isEmpty && after.isComplete)
  }

  @Test func historyOfBranchesAndMergesIsInDateOrderLikeGitLog() throws {
    let fixture = try GitFixture()
    try fixture.repository("merge")
    try fixture.commit("base", in: "merge", date: 1_000)
    try fixture.git(["checkout", "-q", "-b", "topic"], in: "merge")
    try fixture.commit("topic one", file: "t.txt", in: "merge", date: 2_000)
    try fixture.git(["checkout", "-q", "main"], in: "merge")
    try fixture.commit("main one", file: "m.txt", in: "merge", date: 3_000)
    try fixture.git(["checkout", "-q", "topic"], in: "merge")
    try fixture.commit("topic two", file: "t2.txt", in: "merge", date: 1_500)
    try fixture.git(["checkout", "-q", "main"], in: "merge")
    try fixture.git(
      ["merge", "-q", "--no-ff", "-m", "merge topic", "topic"], in: "merge", date: 4_000)
    let page = try Blocking.value(
      service.page(of: service.history(of: fixture.path("merge")), on: Blocking.scheduler))
    let gitOrder = try fixture.git(["log", "--format=%s"], in: "merge")
      .split(separator: "\n").map(String.init)
    #expect(page.commits.map(\.subject) == gitOrder)
    #expect(page.isComplete)
  }

  @Test func anEmptyRepositorySaysItHasNoCommitsYet() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("empty")
    #expect {
      _ = try Blocking.value(service.page(of: service.history(of: path), on: Blocking.scheduler))
    } throws: { error in
      (error as? GitError)?.kind == .unbornHead
        && "\(error)".hasSuffix("has no commits yet.")
    }
  }

  @Test func aDetachedHeadPagesFromItsCommit() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("detached", commits: 10)
    try fixture.git(["checkout", "-q", "--detach", "main~3"], in: "detached")
    let page = try Blocking.value(
      service.page(of: service.history(of: path), on: Blocking.scheduler))
    #expect(page.commits.first?.subject == "Commit 7")
    #expect(page.commits.count == 7)
  }

  @Test func messagesThatAreNotUTF8AreDecodedLeniently() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("latin")
    try fixture.write("x", to: "latin/a.txt")
    try fixture.git(["add", "a.txt"], in: "latin")
    // "Café crème" in ISO-8859-1, committed as raw bytes with no encoding header.
    let latin1 = Data([0x43, 0x61, 0x66, 0xE9, 0x20, 0x63, 0x72, 0xE8, 0x6D, 0x65, 0x0A])
    try fixture.git(
      ["-c", "i18n.commitEncoding=", "commit", "-q", "-F", "-"], in: "latin", input: latin1)
    try fixture.write("y", to: "latin/b.txt")
    try fixture.git(["add", "b.txt"], in: "latin")
    // Declared: an encoding header names ISO-8859-1.
    try fixture.git(
      ["-c", "i18n.commitEncoding=ISO-8859-1", "commit", "-q", "-F", "-"], in: "latin",
      input: Data([0x4E, 0x61, 0xEF, 0x76, 0x65, 0x0A]))
    let page = try Blocking.value(
      service.page(of: service.history(of: path), on: Blocking.scheduler))
    #expect(page.commits.map(\.subject) == ["Naïve", "Café crème"])
  }

  @Test func aPathInsideTheWorkingTreeFindsItsRepository() throws {
    let fixture = try GitFixture()
    try fixture.repository("inside", commits: 3)
    try FileManager.default.createDirectory(
      atPath: fixture.path("inside/sub/deeper"), withIntermediateDirectories: true)
    let page = try Blocking.value(
      service.page(
        of: service.history(of: fixture.path("inside/sub/deeper")), on: Blocking.scheduler))
    #expect(page.commits.count == 3)
  }
}
