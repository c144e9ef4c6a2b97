import Foundation
import RepoSearch
import Testing

/// A commit in full: people, parents, message, files with line counts.
@Suite struct GitCommitDetailTests {
  let service = GitService()

  @Test func filesChangedWithTheirLineCounts() throws {
    let fixture = try GitFixture()
    try fixture.repository("files")
    try fixture.write("one\ntwo\nthree\nfour\nfive\nsix\nseven\n", to: "files/a.txt")
    try fixture.write("to be gone\n", to: "files/gone.txt")
    try fixture.write(
      "unchanged content that moves along\nwith several lines\nof text\n", to: "files/old-name.txt")
    try fixture.git(["add", "."], in: "files")
    try fixture.git(["commit", "-q", "-m", "base"], in: "files", date: 1_000_000_000)
    try fixture.write("one\n2\nthree\nfour\nfive\nsix\nseven\neight\n", to: "files/a.txt")
    try fixture.git(["rm", "-q", "gone.txt"], in: "files")
    try fixture.git(["mv", "old-name.txt", "new-name.txt"], in: "files")
    try Data([0x00, 0x01, 0x02, 0xFF]).write(
      to: URL(fileURLWithPath: fixture.path("files/blob.bin")))
    try fixture.git(["add", "."], in: "files")
    try fixture.git(
      ["commit", "-q", "-m", "Change things\n\nA body\nwith lines."], in: "files",
      date: 1_000_000_600)
    let id = try fixture.git(["rev-parse", "HEAD"], in: "files").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let parent = try fixture.git(["rev-parse", "HEAD~1"], in: "files").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let detail = try Blocking.value(
      service.commit(String(id.prefix(8)), in: fixture.path("files"), on: Blocking.scheduler))
    #expect(detail.id == id)
    #expect(detail.parents == [parent])
    #expect(detail.message == "Change things\n\nA body\nwith lines.\n")
    #expect(detail.author.name == "Ada" && detail.author.email == "ada@example.com")
    #expect(detail.author.date == Date(timeIntervalSince1970: 1_000_000_600))
    #expect(
      detail.files == [
        GitFileChange(path: "a.txt", change: .modified, additions: 2, deletions: 1),
        GitFileChange(path: "blob.bin", change: .added, additions: 0, deletions: 0, isBinary: true),
        GitFileChange(path: "gone.txt", change: .deleted, additions: 0, deletions: 1),
        GitFileChange(
          path: "new-name.txt", oldPath: "old-name.txt", change: .renamed, additions: 0,
          deletions: 0),
      ])
    #expect(detail.fileCount == 4 && detail.additions == 2 && detail.deletions == 2)
  }

  @Test func aRootCommitAddsEverything() throws {
    let fixture = try GitFixture()
    try fixture.repository("root")
    try fixture.commit("first", file: "x.txt", text: "a\nb\n", in: "root")
    let id = try fixture.git(["rev-parse", "HEAD"], in: "root")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let detail = try Blocking.value(
      service.commit(id, in: fixture.path("root"), on: Blocking.scheduler))
    #expect(detail.parents.isEmpty)
    #expect(
      detail.files == [GitFileChange(path: "x.txt", change: .added, additions: 2, deletions: 0)])
  }

  @Test func aMergeHasBothParents() throws {
    let fixture = try GitFixture()
    try fixture.repository("merge")
    try fixture.commit("base", in: "merge")
    try fixture.git(["checkout", "-q", "-b", "side"], in: "merge")
    try fixture.commit("side", file: "s.txt", in: "merge")
    try fixture.git(["checkout", "-q", "main"], in: "merge")
    try fixture.commit("main", file: "m.txt", in: "merge")
    try fixture.git(["merge", "-q", "--no-ff", "-m", "merge", "side"], in: "merge")
    let id = try fixture.git(["rev-parse", "HEAD"], in: "merge").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let detail = try Blocking.value(
      service.commit(id, in: fixture.path("merge"), on: Blocking.scheduler))
    #expect(detail.parents.count == 2)
    #expect(detail.files.map(\.path) == ["s.txt"])
  }

  @Test func anIdThatIsNotHexOrNotThereIsAClearError() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("ids", commits: 2)
    #expect {
      _ = try Blocking.value(service.commit("HEAD~1; rm -rf", in: path, on: Blocking.scheduler))
    } throws: { "\($0)".contains("a commit id is 4 to 40 hex digits") }
    #expect {
      _ = try Blocking.value(service.commit("deadbeef", in: path, on: Blocking.scheduler))
    } throws: { ($0 as? GitError)?.kind == .notFound }
  }
}
