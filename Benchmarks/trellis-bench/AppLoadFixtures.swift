import Foundation
import TrellisImages

/// The largest cases of issue 25, for `trellis-bench app key-to-frame-loaded`: made once and
/// kept in the temporary folder (delete `trellis-bench-app-load-v1` there to make them again;
/// each is rebuilt on its own when its `ready` mark is missing).
struct AppLoadFixtures {
  /// A repository of 1,000,000 commits on `main`, one in 100 mentioning "Zanzibar".
  let history: String
  /// A folder with 1,000 repositories, 20 groups of 50 (`group07/project23`).
  let repositories: String
  /// A folder of 10,000 small JPEGs, `p00000.jpg` to `p09999.jpg`.
  let photos: String

  static let commits = 1_000_000
  static let repositoryCount = 1_000
  static let photoCount = 10_000

  static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trellis-bench-app-load-v1")

  /// The fixtures, each made if it is not there yet.
  static func prepare() -> AppLoadFixtures {
    let fixtures = AppLoadFixtures(
      history: root.appendingPathComponent("history-1m").path,
      repositories: root.appendingPathComponent("repos-1000").path,
      photos: root.appendingPathComponent("photos-10000").path)
    once(fixtures.history, "a 1,000,000-commit repository") { buildHistory($0) }
    once(fixtures.repositories, "1,000 repositories") { buildRepositories($0) }
    once(fixtures.photos, "10,000 photos") { buildPhotos($0) }
    return fixtures
  }

  /// Runs `build` into `path` unless `path`'s `ready` mark says it was built before.
  private static func once(_ path: String, _ what: String, _ build: (String) -> Void) {
    let ready = path + ".ready"
    if FileManager.default.fileExists(atPath: ready) { return }
    print("making \(what) in \(path) (once)…")
    let start = Date()
    try? FileManager.default.removeItem(atPath: path)
    makeFolder(path)
    build(path)
    writeFixture(ready, Data())
    print(String(format: "  made in %.1f s", Date().timeIntervalSince(start)))
  }

  /// A million small commits through `git fast-import`: the first adds a README, the rest
  /// change no file (they share its tree), so the pack is mostly commit objects — what a
  /// history search reads.
  private static func buildHistory(_ path: String) {
    GitBenchFixtures.run(["init", "-q", "-b", "main", path])
    let words = [
      "fix", "add", "remove", "update", "refactor", "cache", "index", "parser", "render",
      "layout", "buffer", "widget", "route", "plugin", "search", "history",
    ]
    let feed = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", path, "fast-import", "--quiet"]
    process.standardInput = feed
    do {
      try process.run()
    } catch {
      check(false, "could not run git fast-import: \(error)")
    }
    var chunk = ""
    chunk.reserveCapacity(1 << 20)
    for index in 1...commits {
      var subject = (0..<5).map { words[((index &* 2_654_435_761) >> ($0 * 4)) & 15] }
        .joined(separator: " ")
      if index % 100 == 37 { subject = "Zanzibar: " + subject }
      let message = "\(subject)\n\ncommit \(index) of the benchmark history\n"
      let time = 1_000_000_000 + index * 60
      chunk += "commit refs/heads/main\n"
      chunk += "author Dev \(index % 13) <dev\(index % 13)@example.com> \(time) +0000\n"
      chunk += "committer Dev <dev@example.com> \(time) +0000\n"
      chunk += "data \(message.utf8.count)\n\(message)"
      if index == 1 { chunk += "M 644 inline README.md\ndata 9\n# Bench\n\n" }
      chunk += "\n"
      if chunk.utf8.count > 1 << 20 || index == commits {
        feed.fileHandleForWriting.write(Data(chunk.utf8))
        chunk.removeAll(keepingCapacity: true)
      }
    }
    try? feed.fileHandleForWriting.close()
    process.waitUntilExit()
    check(process.terminationStatus == 0, "git fast-import failed")
    GitBenchFixtures.run(["-C", path, "checkout", "-q", "-f", "main"])
  }

  /// One repository with a commit, copied 1,000 times into `groupNN/projectNN` folders,
  /// with a folder of notes (no repository) beside each group's projects.
  private static func buildRepositories(_ path: String) {
    let template = path + "/.template"
    GitBenchFixtures.run(["init", "-q", "-b", "main", template])
    writeFixture(template + "/README.md", Data("# Project\n".utf8))
    GitBenchFixtures.run(["-C", template, "add", "README.md"])
    GitBenchFixtures.run(["-C", template, "commit", "-q", "-m", "Start"])
    for index in 0..<repositoryCount {
      let group = String(format: "%@/group%02d", path, index / 50)
      if index % 50 == 0 { makeFolder(group + "/notes/drafts") }
      do {
        try FileManager.default.copyItem(
          atPath: template, toPath: String(format: "%@/project%02d", group, index % 50))
      } catch {
        check(false, "could not copy the template repository: \(error)")
      }
    }
    try? FileManager.default.removeItem(atPath: template)
  }

  /// 10,000 JPEGs of 96×64: sixteen pictures painted and encoded, each written 625 times.
  private static func buildPhotos(_ path: String) {
    let pictures = (0..<16).map { seed -> Data in
      let image = ImageBenchFixtures.paint(width: 96, height: 64, seed: seed)
      guard let bytes = try? ImageEncoder.jpeg(image, quality: 85) else {
        fatalError("the bench could not encode a 96×64 picture")
      }
      return Data(bytes)
    }
    for index in 0..<photoCount {
      writeFixture(String(format: "%@/p%05d.jpg", path, index), pictures[index % 16])
    }
  }

  private static func makeFolder(_ path: String) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      check(false, "could not make \(path): \(error)")
    }
  }
}
