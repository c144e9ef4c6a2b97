import Foundation
import RepoSearch
import Testing
import Trellis
import TrellisTesting

/// The GitHub settings and the token file are read once and kept across searches (GitHub
/// on a real server on 127.0.0.1): a token changed on disk is sent only after ctrl-r,
/// which reads the settings again.
@MainActor
@Suite struct GitHubSettingsReadTests {
  @Test func theTokenFileIsReadOnceForSeveralSearchesAndAgainAfterCtrlR() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route("GET", "/users/octocat/repos", try gitHubResponse("user-repos.json"))
    server.route(
      "GET", "/users/other/repos",
      try GitHubScreensTests.json([
        GitHubScreensTests.repository(
          "other", "Elsewhere", description: "Another one", stars: 3, language: "Go")
      ]))
    let fixture = try GitFixture()
    // The token's file, where the app's settings look for it.
    let keyFile = try Settings(
      app: "repo-test", path: fixture.path("config/settings.json"), environment: [:]
    ).secretFile("repos", "githubToken")
    try FileManager.default.createDirectory(
      atPath: (keyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    func writeToken(_ token: String) throws {
      try Data(token.utf8).write(to: URL(fileURLWithPath: keyFile))
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile)
    }
    try writeToken("first-token")
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real,
      route: "repos/search?q=%40octocat&source=github")
    let harness = app.harness
    #expect(await harness.waitFor(text: "octocat/Hello-World"))
    // Changed on disk: not read again while the kept settings work.
    try writeToken("second-token")
    try harness.send(keys: "ctrl-u")
    harness.send(paste: "@other")
    #expect(await harness.waitFor(text: "other/Elsewhere"))
    try harness.send(keys: "ctrl-u")
    harness.send(paste: "@octocat")
    #expect(await harness.waitFor(text: "octocat/Hello-World"))
    let before = server.requests.count
    #expect(before >= 3)
    #expect(
      server.requests.allSatisfy { $0.header("Authorization") == "Bearer first-token" },
      "\(server.requests.map { $0.header("Authorization") ?? "none" })")
    // ctrl-r reads the settings again: the new token goes out.
    try harness.send(keys: "ctrl-r")
    #expect(server.waitForRequests(before + 1, timeout: 60))
    #expect(server.requests.last?.header("Authorization") == "Bearer second-token")
  }
}
