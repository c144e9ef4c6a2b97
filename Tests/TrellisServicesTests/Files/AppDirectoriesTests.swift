import Foundation
import Testing

@testable import TrellisServices

@Suite struct AppDirectoriesTests {
  @Test func followsTheXDGVariables() throws {
    let directories = try AppDirectories(
      app: "trellis-demo",
      environment: ["XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/config", "HOME": "/home/me"])
    #expect(directories.dataDirectory.path == "/data/trellis-demo")
    #expect(directories.configDirectory.path == "/config/trellis-demo")
  }

  @Test func fallsBackToTheHomeFolderForUnsetEmptyOrRelativeVariables() throws {
    for value in [nil, "", "relative/path"] as [String?] {
      var environment = ["HOME": "/home/me"]
      environment["XDG_DATA_HOME"] = value
      environment["XDG_CONFIG_HOME"] = value
      let directories = try AppDirectories(app: "app", environment: environment)
      #expect(directories.dataDirectory.path == "/home/me/.local/share/app")
      #expect(directories.configDirectory.path == "/home/me/.config/app")
    }
  }

  @Test func withoutHOMEUsesTheUserDatabase() throws {
    let directories = try AppDirectories(app: "app", environment: [:])
    #expect(directories.dataDirectory.path.hasSuffix("/.local/share/app"))
    #expect(directories.dataDirectory.path.hasPrefix("/"))
  }

  @Test(arguments: ["", ".", "..", "a/b", "bad\u{07}name"])
  func refusesNamesThatAreNotOneFolder(app: String) {
    #expect(throws: AppDirectoriesError.invalidAppName(app)) {
      try AppDirectories(app: app, environment: ["HOME": "/home/me"])
    }
    #expect(!AppDirectoriesError.invalidAppName(app).description.contains("\u{07}"))
  }
}
