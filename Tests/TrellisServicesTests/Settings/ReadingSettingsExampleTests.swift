import Foundation
import Testing

@testable import TrellisServices

/// Runs the code of the DocC article "Reading settings and secrets" (ReadingSettings.md).
@Suite struct ReadingSettingsExampleTests {
  @Test func theArticlesExampleRunsAsWritten() throws {
    let folder = try StorageTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("trellis-demo"), withIntermediateDirectories: true)
    try folder.write(
      #"{"tasks": { "pageSize": 100, "sortOrder": "due" }}"#, to: "trellis-demo/settings.json")
    let environment = [
      "XDG_CONFIG_HOME": folder.path, "GITHUB_TOKEN": "ghp_example-token-value",
    ]
    var printed: [String] = []

    let settings = try Settings(app: "trellis-demo", environment: environment)
    if let recovery = settings.recovery {
      printed.append(recovery.message)
    }

    let tasks = settings.section("tasks")
    let pageSize = try tasks.get("pageSize", default: 50)
    try tasks.set("sortOrder", "title")  // saved at once, atomically

    var headers: [String: String] = [:]
    if let token = try settings.secret("github", "token", fallbackVariables: ["GITHUB_TOKEN"]) {
      printed.append("\(token)")  // Secret(****)
      headers["Authorization"] = "Bearer \(token.reveal())"
    }

    #expect(pageSize == 100)
    #expect(printed == ["Secret(****)"])
    #expect(headers["Authorization"] == "Bearer ghp_example-token-value")
    let saved = try Settings(app: "trellis-demo", environment: environment)
    #expect(try saved.section("tasks").get("sortOrder", default: "") == "title")
  }
}
