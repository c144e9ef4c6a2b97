import Foundation
import Testing
import Trellis

@testable import RepoSearch

@Suite struct RepoSearchSettingsTests {
  /// The plugin's settings in a fresh folder, with `environment` as the process
  /// environment, run from `/work/here` with the home folder `/home/ada`.
  private func settings(_ environment: [String: String]) throws -> RepoSearchSettings {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("repos-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("settings.json").path
    return RepoSearchSettings(
      settings: PluginSettings(
        settings: try Settings(app: "app", path: path, environment: environment),
        section: "repos", secretVariables: ["GITHUB_TOKEN"]),
      currentDirectory: "/work/here", home: "/home/ada")
  }

  @Test func rootsResolveTheHomeFolderAndRelativePaths() throws {
    let roots = try settings(["APP_REPOS_ROOTS": #"["~/src", "~", "lib/../vendor", "/srv/git/"]"#])
      .roots()
    #expect(roots == ["/home/ada/src", "/home/ada", "/work/here/vendor", "/srv/git"])
  }

  @Test func oneFolderWrittenAsPlainTextIsAListOfOne() throws {
    #expect(try settings(["APP_REPOS_ROOTS": "~/work"]).roots() == ["/home/ada/work"])
  }

  @Test func aBrokenListSaysWhatWasExpected() throws {
    let settings = try settings(["APP_REPOS_ROOTS": #"["/srv/git","#])
    #expect {
      try settings.roots()
    } throws: { error in
      "\(error)".contains("APP_REPOS_ROOTS")
    }
  }

  @Test func aRepositoryPathResolvesTheHomeFolder() throws {
    let settings = try settings([:])
    #expect(settings.folder("~/x/../y") == "/home/ada/y")
    #expect(settings.folder("repo") == "/work/here/repo")
  }

  @Test func theHomeFolderIsHOMEBeforeTheUserDatabase() throws {
    let home = try AppDirectories.homeDirectory(environment: ["HOME": "/tmp/someone"])
    #expect(home.path == "/tmp/someone")
  }
}
