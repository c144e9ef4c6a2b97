import Foundation
import TrellisRxTest

/// Git repositories made by the tests with the git command line, in a fresh folder of
/// their own, deleted when the fixture goes.
///
/// Commands run with a clean environment: no user or system configuration, a fixed
/// author and committer, dates given per commit, so the repositories are the same on
/// every machine.
final class GitFixture: Sendable {
  /// The fixture's folder.
  let root: URL

  /// A fresh folder.
  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("repo-search-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    // Make every folder writable again (tests take permissions away), then delete.
    _ = try? GitFixture.run("/bin/chmod", ["-R", "u+rwx", root.path], in: nil)
    try? FileManager.default.removeItem(at: root)
  }

  /// `name` inside the fixture's folder.
  func path(_ name: String) -> String {
    root.appendingPathComponent(name).path
  }

  /// Runs `git arguments` in `directory` (a path inside the fixture) and returns its
  /// standard output. Throws with git's error output when it fails.
  @discardableResult
  func git(
    _ arguments: [String], in directory: String, input: Data? = nil, date: Int = 1_700_000_000
  )
    throws -> String
  {
    try GitFixture.run(
      "/usr/bin/git", arguments, in: path(directory), input: input,
      environment: GitFixture.environment(root: root, date: date))
  }

  /// Makes a repository `name` (`git init -b main`), made of `commits` commits whose
  /// messages are `message(i)` (1-based), each changing a file; returns its path.
  @discardableResult
  func repository(
    _ name: String, commits: Int = 0, message: (Int) -> String = { "Commit \($0)" }
  ) throws -> String {
    let directory = path(name)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try git(["init", "-q", "-b", "main"], in: name)
    if commits > 0 { try importCommits(into: name, count: commits, message: message) }
    return directory
  }

  /// Adds `count` commits on `main` of `name` with `git fast-import` (fast for thousands),
  /// one a minute from 2023-11-14, then checks them out.
  func importCommits(into name: String, count: Int, message: (Int) -> String) throws {
    var stream = Data()
    let start = 1_700_000_000
    let parent = (try? git(["rev-parse", "--verify", "-q", "main"], in: name))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    for index in 1...count {
      let text = Data((message(index) + "\n").utf8)
      let content = Data("line \(index)\n".utf8)
      let time = start + index * 60
      stream.append(Data("commit refs/heads/main\nmark :\(index)\n".utf8))
      stream.append(
        Data("author Dev \(index % 7) <dev\(index % 7)@example.com> \(time) +0000\n".utf8))
      stream.append(Data("committer Dev <dev@example.com> \(time) +0000\n".utf8))
      stream.append(Data("data \(text.count)\n".utf8) + text)
      if index > 1 {
        stream.append(Data("from :\(index - 1)\n".utf8))
      } else if let parent, !parent.isEmpty {
        stream.append(Data("from \(parent)\n".utf8))
      }
      stream.append(Data("M 644 inline file\(index % 20).txt\ndata \(content.count)\n".utf8))
      stream.append(content + Data("\n".utf8))
    }
    try git(["fast-import", "--quiet"], in: name, input: stream)
    try git(["checkout", "-q", "-f", "main"], in: name)
  }

  /// Writes `text` to `file` inside the fixture's folder.
  func write(_ text: String, to file: String) throws {
    let url = root.appendingPathComponent(file)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Writes, stages and commits `text` as `file` in repository `name` with `message`.
  func commit(
    _ message: String, file: String = "README.md", text: String? = nil, in name: String,
    date: Int = 1_700_000_000
  ) throws {
    try write(text ?? message, to: "\(name)/\(file)")
    try git(["add", "--", file], in: name)
    try git(["commit", "-q", "-m", message], in: name, date: date)
  }

  /// The environment git runs in: no global or system configuration, a fixed identity.
  static func environment(root: URL, date: Int) -> [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "Ada",
      "GIT_AUTHOR_EMAIL": "ada@example.com",
      "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
      "GIT_AUTHOR_DATE": "@\(date) +0000", "GIT_COMMITTER_DATE": "@\(date) +0000",
      "LC_ALL": "C",
    ]
  }

  /// Runs `executable` with `arguments` in `directory`; returns its standard output.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], in directory: String?, input: Data? = nil,
    environment: [String: String]? = nil
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
    try LastingThreads.run { try process.run() }
    if let input {
      standardInput.fileHandleForWriting.write(input)
      try standardInput.fileHandleForWriting.close()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    LastingThreads.run { process.waitUntilExit() }
    guard process.terminationStatus == 0 else {
      throw FixtureCommandError(
        command: ([executable] + arguments).joined(separator: " "),
        output: String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }
}

/// A command of a fixture that failed.
struct FixtureCommandError: Error, CustomStringConvertible {
  let command: String
  let output: String

  var description: String {
    "\(command) failed: \(output)"
  }
}
