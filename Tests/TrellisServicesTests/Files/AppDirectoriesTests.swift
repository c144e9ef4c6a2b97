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

  @Test func oneFolderHoldsDataAndConfigWithTheCacheInside() throws {
    let folder = try StorageTestFolder()
    let root = folder.file("made/for/the/app")
    let directories = try AppDirectories(app: "app", folder: root)
    #expect(directories.dataDirectory.path == root)
    #expect(directories.configDirectory.path == root)
    #expect(directories.cacheDirectory.path == root + "/cache")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(try folder.names(in: "made/for/the/app").isEmpty)  // only the folder is made
    #expect(Database.defaultPath(directories: directories) == root + "/database.sqlite")
    let settings = try Settings(directories: directories, environment: [:])
    #expect(settings.path == root + "/settings.json")
    #expect(settings.secretsDirectory == root + "/secrets")
  }

  @Test func aFileWhereTheFolderShouldBeIsAClearError() throws {
    let folder = try StorageTestFolder()
    try folder.write("not a folder", to: "taken")
    let error = #expect(throws: AppDirectoriesError.self) {
      try AppDirectories(app: "app", folder: folder.file("taken/inside"))
    }
    #expect(
      error == .unusableFolder(path: folder.file("taken"), reason: "it is a file, not a folder"))
    #expect(
      error?.description
        == "The folder \(folder.file("taken")) cannot hold the app's files: it is a file, not "
        + "a folder. Give a folder you may write to (it is created when missing).")
  }

  @Test(arguments: ["", ".", "..", "a/b", "bad\u{07}name"])
  func refusesNamesThatAreNotOneFolder(app: String) {
    #expect(throws: AppDirectoriesError.invalidAppName(app)) {
      try AppDirectories(app: app, environment: ["HOME": "/home/me"])
    }
    #expect(!AppDirectoriesError.invalidAppName(app).description.contains("\u{07}"))
  }
}
