import Foundation

/// The repositories `trellis-bench git` measures, built with the git command once and kept
/// in the temporary folder (delete `trellis-bench-git-v1` there to rebuild them).
struct GitBenchFixtures {
  /// 20,000 commits, packed, one in 100 mentioning "Zanzibar".
  let history: String
  /// 10,000 files, 100 modified.
  let status: String
  /// A folder with 200 repositories in nested folders.
  let discover: String

  /// The fixtures, built if they are not there yet.
  static func prepare() -> GitBenchFixtures {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-git-v1")
    let fixtures = GitBenchFixtures(
      history: root.appendingPathComponent("history").path,
      status: root.appendingPathComponent("status").path,
      discover: root.appendingPathComponent("discover").path)
    let done = root.appendingPathComponent("ready")
    if FileManager.default.fileExists(atPath: done.path) { return fixtures }
    print("building the benchmark repositories in \(root.path) (once)…")
    try? FileManager.default.removeItem(at: root)
    makeDirectory(root.path)
    buildHistory(fixtures.history)
    buildStatus(fixtures.status)
    buildDiscover(fixtures.discover)
    writeFixture(done.path, Data())
    return fixtures
  }

  private static func buildHistory(_ path: String) {
    run(["init", "-q", "-b", "main", path])
    var stream = Data()
    let words = [
      "fix", "add", "remove", "update", "refactor", "cache", "index", "parser", "render",
      "layout", "buffer", "widget", "route", "plugin", "search", "history",
    ]
    var random = SystemRandomNumberGenerator()
    for index in 1...20_000 {
      var subject = (0..<6).map { _ in words.randomElement(using: &random) ?? "x" }
        .joined(separator: " ")
      if index % 100 == 37 { subject = (index % 200 == 37 ? "Zanzibar: " : "ZANZIBAR ") + subject }
      let body = (0..<24).map { _ in words.randomElement(using: &random) ?? "x" }
        .joined(separator: " ")
      let message = Data("\(subject)\n\n\(body)\n".utf8)
      let content = Data("line \(index)\n".utf8)
      let time = 1_600_000_000 + index * 60
      stream.append(Data("commit refs/heads/main\nmark :\(index)\n".utf8))
      stream.append(
        Data("author Dev \(index % 13) <dev\(index % 13)@example.com> \(time) +0000\n".utf8))
      stream.append(Data("committer Dev <dev@example.com> \(time) +0000\n".utf8))
      stream.append(Data("data \(message.count)\n".utf8) + message)
      if index > 1 { stream.append(Data("from :\(index - 1)\n".utf8)) }
      stream.append(Data("M 644 inline src/file\(index % 200).txt\ndata \(content.count)\n".utf8))
      stream.append(content + Data("\n".utf8))
    }
    run(["-C", path, "fast-import", "--quiet"], input: stream)
    run(["-C", path, "checkout", "-q", "-f", "main"])
    run(["-C", path, "gc", "-q"])
  }

  private static func buildStatus(_ path: String) {
    run(["init", "-q", "-b", "main", path])
    for folder in 0..<100 {
      let directory = "\(path)/dir\(folder)"
      makeDirectory(directory)
      for file in 0..<100 {
        writeFixture(
          "\(directory)/file\(file).txt", Data("folder \(folder) file \(file)\n".utf8))
      }
    }
    run(["-C", path, "add", "."])
    run(["-C", path, "commit", "-q", "-m", "10,000 files"])
    for folder in 0..<100 {
      let file = "\(path)/dir\(folder)/file\(folder).txt"
      writeFixture(file, Data("changed \(folder)\n".utf8))
    }
    // Let the clock move past the index's time, then let git refresh the index once, so
    // neither side pays for racily clean entries.
    Thread.sleep(forTimeInterval: 1.1)
    _ = run(["-C", path, "status", "--porcelain"])
  }

  private static func buildDiscover(_ path: String) {
    for group in 0..<10 {
      for subgroup in 0..<4 {
        for index in 0..<5 {
          let repository = "\(path)/group\(group)/team\(subgroup)/project\(index)"
          makeDirectory(repository)
          run(["init", "-q", "-b", "main", repository])
          writeFixture("\(repository)/README.md", Data("# Project \(index)\n".utf8))
          run(["-C", repository, "add", "README.md"])
          run(["-C", repository, "commit", "-q", "-m", "Start"])
        }
      }
      makeDirectory("\(path)/group\(group)/docs/notes")
    }
  }

  private static func makeDirectory(_ path: String) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      check(false, "could not make \(path): \(error)")
    }
  }

  /// Runs `git arguments` and returns what it printed; stops the benchmark if it fails.
  @discardableResult
  static func run(_ arguments: [String], input: Data? = nil) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_AUTHOR_NAME"] = "Bench"
    environment["GIT_AUTHOR_EMAIL"] = "bench@example.com"
    environment["GIT_COMMITTER_NAME"] = "Bench"
    environment["GIT_COMMITTER_EMAIL"] = "bench@example.com"
    process.environment = environment
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardInput = input == nil ? FileHandle.nullDevice : feed
    do {
      try process.run()
    } catch {
      check(false, "could not run git: \(error)")
    }
    if let input {
      feed.fileHandleForWriting.write(input)
      try? feed.fileHandleForWriting.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    check(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    return String(decoding: data, as: UTF8.self)
  }
}
