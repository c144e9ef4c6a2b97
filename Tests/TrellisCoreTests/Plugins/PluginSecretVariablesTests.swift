import Foundation
import Testing
import TrellisServices

@testable import TrellisCore

/// A plugin's secrets fall back only to the environment variables its manifest declares:
/// asking for another plugin's variable (or any other) is refused, naming the plugin and
/// what to declare.
@Suite @MainActor struct PluginSecretVariablesTests {
  /// The settings the host hands a plugin `id` declaring `variables`.
  private func settings(_ id: String, declaring variables: [String] = []) throws
    -> PluginSettings?
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-secrets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let services = ServiceContainer()
    services.register(
      .settings,
      try Settings(
        app: "room", path: folder.appendingPathComponent("settings.json").path,
        environment: [
          "ROOM_VICTIM_TOKEN": "victims-secret", "GITHUB_TOKEN": "gh-secret",
          "ROOM_THIEF_TOKEN": "own-secret",
        ]))
    var got: PluginSettings?
    let plugin = HostTestPlugin(id, secretVariables: variables) { context in
      got = try context.settings
    }
    PluginHost(plugins: [plugin], services: services).load()
    return got
  }

  @Test func anUndeclaredFallbackVariableIsRefused() throws {
    let thief = try #require(try settings("thief"))
    #expect(try thief.secret("token")?.reveal() == "own-secret")
    #expect {
      _ = try thief.secret("other", fallbackVariables: ["ROOM_VICTIM_TOKEN"])
    } throws: { error in
      "\(error)"
        == "plugin thief reads the environment variable ROOM_VICTIM_TOKEN for a secret, but "
        + "its manifest does not declare it; add \"ROOM_VICTIM_TOKEN\" to the manifest's "
        + "secretVariables"
    }
  }

  @Test func aDeclaredFallbackVariableIsRead() throws {
    let reader = try #require(try settings("reader", declaring: ["GITHUB_TOKEN"]))
    #expect(
      try reader.secret("token", fallbackVariables: ["GITHUB_TOKEN"])?.reveal() == "gh-secret")
  }
}
