import Foundation
import Testing
import TrellisRxTest

/// `trellis-demo` with the Repos tab, as a real process: a repository the test makes with
/// git, opened by `--route`, and the local search walking a folder given by the settings'
/// environment variable.
@Suite struct DemoRepoSearchTests {
  /// A repository at `folder/name` with three commits and a README, made with git.
  static func makeRepository(_ name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    func git(_ arguments: [String]) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      process.arguments = ["-C", path] + arguments
      process.environment = [
        "PATH": "/usr/bin:/bin", "HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
        "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
      ]
      process.standardOutput = FileHandle.nullDevice
      try LastingThreads.run { try process.run() }
      LastingThreads.run { process.waitUntilExit() }
      #expect(process.terminationStatus == 0, "git \(arguments)")
    }
    try git(["init", "-q", "-b", "main"])
    for (index, subject) in ["Start", "Add the parser", "Fix the \u{1B}[31mparser"].enumerated() {
      try Data("# Demo\n\nVersion \(index)\n".utf8).write(
        to: URL(fileURLWithPath: path).appendingPathComponent("README.md"))
      try git(["add", "README.md"])
      try git(["commit", "-q", "-m", subject])
    }
    return path
  }

  @Test func aLocalRepositoryOpensFromTheRoute() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-repos-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try Self.makeRepository("demo-repo", in: home)
    let route =
      "repos/local?path="
      + (path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path)
    let outcome = try DemoCommandTests().demo(
      ["--headless", "100x30", "--route", route, "--keys", "wait:300", "--print-screen"], home: home
    )
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("HEAD       main"), "\(outcome.output)")
    #expect(outcome.output.contains("Status     clean"))
    #expect(outcome.output.contains("Fix the ␛[31mparser"))  // Sanitized, not interpreted.
    #expect(outcome.output.contains("Add the parser"))
    #expect(outcome.output.contains("Start of history: 3 commits"))
    #expect(!outcome.output.contains("\u{1B}[31m"))
  }

  @Test func theLocalSearchWalksTheConfiguredRoots() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-roots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try Self.makeRepository("code/one", in: home)
    _ = try Self.makeRepository("code/nested/two", in: home)
    let roots = "[\"\(home.appendingPathComponent("code").path)\"]"
    let outcome = try DemoCommandTests().demo(
      [
        "--headless", "100x20", "--route", "repos/search?source=local", "--keys", "wait:300",
        "--print-screen",
      ],
      extraEnvironment: ["TRELLIS_DEMO_REPOS_ROOTS": roots], home: home)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.contains(" one "), "\(outcome.output)")
    #expect(outcome.output.contains(" two "))
    #expect(outcome.output.contains("End of results: 2 repositories"))
  }

  @Test func aBadRouteIsAClearErrorNotACrash() throws {
    let outcome = try DemoCommandTests().demo(
      ["--headless", "120x12", "--route", "repos/search?source=gitlab", "--print-screen"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains("parameter source is \"gitlab\", expected github or local"),
      "\(outcome.output)")
  }
}
