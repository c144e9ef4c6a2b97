import Foundation
import RepoSearch
import Testing

/// The working tree's status, with every kind of change, and a merge conflict.
@Suite struct GitStatusTests {
  let service = GitService()

  @Test func everyKindOfChangeIsCountedAndListed() throws {
    let fixture = try GitFixture()
    try fixture.repository("dirty")
    for name in ["keep", "modify", "stage", "remove", "unstage-remove", "move", "both"] {
      try fixture.write("\(name) line one\nline two\nline three\n", to: "dirty/\(name).txt")
    }
    try fixture.git(["add", "."], in: "dirty")
    try fixture.git(["commit", "-q", "-m", "base"], in: "dirty")
    try fixture.write("changed\n", to: "dirty/modify.txt")
    try fixture.write("staged change\n", to: "dirty/stage.txt")
    try fixture.git(["add", "stage.txt"], in: "dirty")
    try fixture.git(["rm", "-q", "remove.txt"], in: "dirty")
    try FileManager.default.removeItem(atPath: fixture.path("dirty/unstage-remove.txt"))
    try fixture.git(["mv", "move.txt", "moved.txt"], in: "dirty")
    try fixture.write("new\n", to: "dirty/added.txt")
    try fixture.git(["add", "added.txt"], in: "dirty")
    try fixture.write("staged\n", to: "dirty/both.txt")
    try fixture.git(["add", "both.txt"], in: "dirty")
    try fixture.write("and more\n", to: "dirty/both.txt")
    try fixture.write("?\n", to: "dirty/loose.txt")
    try fixture.write("?\n", to: "dirty/newdir/inner.txt")
    let status = try Blocking.value(
      service.status(of: fixture.path("dirty"), on: Blocking.scheduler))
    let codes = Dictionary(uniqueKeysWithValues: status.entries.map { ($0.path, $0.code) })
    #expect(
      codes == [
        "added.txt": "A ", "both.txt": "MM", "loose.txt": "??", "modify.txt": " M",
        "moved.txt": "R ", "newdir/": "??", "remove.txt": "D ", "stage.txt": "M ",
        "unstage-remove.txt": " D",
      ])
    #expect(status.entries.first { $0.path == "moved.txt" }?.oldPath == "move.txt")
    #expect(status.staged == 5)
    #expect(status.modified == 3)
    #expect(status.untracked == 2)
    #expect(status.conflicted == 0)
    #expect(status.summary == "5 staged, 3 modified, 2 untracked")
    let porcelain = try fixture.git(["status", "--porcelain"], in: "dirty")
      .split(separator: "\n").count
    #expect(status.entries.count == porcelain)
  }

  @Test func aMergeConflictIsConflicted() throws {
    let fixture = try GitFixture()
    try fixture.repository("conflict")
    try fixture.commit("base", file: "story.txt", text: "once\n", in: "conflict")
    try fixture.git(["checkout", "-q", "-b", "other"], in: "conflict")
    try fixture.commit("theirs", file: "story.txt", text: "upon a time\n", in: "conflict")
    try fixture.git(["checkout", "-q", "main"], in: "conflict")
    try fixture.commit("ours", file: "story.txt", text: "there was\n", in: "conflict")
    #expect(throws: FixtureCommandError.self) {
      try fixture.git(["merge", "-q", "other"], in: "conflict")
    }
    let status = try Blocking.value(
      service.status(of: fixture.path("conflict"), on: Blocking.scheduler))
    #expect(status.conflicted == 1)
    #expect(status.entries.map(\.code) == ["UU"])
    let summary = try Blocking.value(
      service.summary(of: fixture.path("conflict"), on: Blocking.scheduler))
    #expect(summary.isDirty == true)
  }

  @Test func aCleanTreeIsClean() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("clean", commits: 3)
    let status = try Blocking.value(service.status(of: path, on: Blocking.scheduler))
    #expect(status.isClean && status.summary == "clean")
    let summary = try Blocking.value(service.summary(of: path, on: Blocking.scheduler))
    #expect(summary.isDirty == false)
  }
}

/// The status of a large tree, read on two threads, agrees with `git status`.
@Suite struct GitLargeStatusTests {
  @Test func aLargeTreeSplitInTwoAgreesWithGit() throws {
    let fixture = try GitFixture()
    try fixture.repository("large")
    let root = URL(fileURLWithPath: fixture.path("large"))
    for folder in 0..<7 {
      let directory = root.appendingPathComponent("part\(folder)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in 0..<300 {
        try Data("part \(folder) file \(file)\n".utf8)
          .write(to: directory.appendingPathComponent("f\(file).txt"))
      }
    }
    try fixture.write("top\n", to: "large/top.txt")
    try fixture.write("moved\ncontent\nlines\n", to: "large/part0/move-me.txt")
    try fixture.git(["add", "."], in: "large")
    try fixture.git(["commit", "-q", "-m", "base"], in: "large")
    try fixture.write("changed\n", to: "large/part1/f1.txt")
    try fixture.write("changed\n", to: "large/part6/f299.txt")
    try fixture.write("staged\n", to: "large/part2/f2.txt")
    try fixture.git(["add", "part2/f2.txt"], in: "large")
    try fixture.write("staged then changed\n", to: "large/part3/f3.txt")
    try fixture.git(["add", "part3/f3.txt"], in: "large")
    try fixture.write("and more\n", to: "large/part3/f3.txt")
    try fixture.git(["mv", "part0/move-me.txt", "part5/moved.txt"], in: "large")
    try fixture.git(["rm", "-q", "part4/f4.txt"], in: "large")
    try FileManager.default.removeItem(atPath: fixture.path("large/top.txt"))
    try fixture.write("new\n", to: "large/untracked-dir/a.txt")
    try fixture.write("new\n", to: "large/part1/loose.txt")
    let status = try Blocking.value(
      GitService().status(of: fixture.path("large"), on: Blocking.scheduler))
    let mine = Set(
      status.entries.map { entry in
        "\(entry.code) \(entry.oldPath.map { "\($0) -> " } ?? "")\(entry.path)"
      })
    let git = Set(
      try fixture.git(["status", "--porcelain", "--untracked-files=normal"], in: "large")
        .split(separator: "\n").map(String.init))
    #expect(mine == git)
    #expect(status.staged == 4 && status.modified == 4 && status.untracked == 2)
  }
}
