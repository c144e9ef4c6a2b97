import Foundation
import RepoSearch
import Testing
import Trellis
import TrellisTesting

/// The local side as a user meets it, in virtual time, on repositories the tests make: the
/// search, a repository's page and history, a commit, the commands.
@MainActor
@Suite struct LocalScreensTests {
  /// projects/ with "alpha" (clean, on main), "beta" (a dirty tree), and "gamma" (a clone
  /// one commit ahead of its origin).
  static func projects(_ fixture: GitFixture) throws {
    try fixture.repository("projects/alpha", commits: 60)
    try fixture.commit(
      "Docs", file: "README.md", text: "# Alpha\n\nThe **first** project.\n", in: "projects/alpha")
    try fixture.repository("projects/beta", commits: 2)
    try fixture.write("dirty\n", to: "projects/beta/new.txt")
    try fixture.repository("origin", commits: 2)
    try fixture.git(
      ["clone", "-q", fixture.path("origin"), fixture.path("projects/gamma")], in: "")
    try fixture.commit("Ahead", file: "x.txt", in: "projects/gamma")
  }

  @Test func findsRepositoriesAndFiltersThemAsYouType() throws {
    let fixture = try GitFixture()
    try Self.projects(fixture)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("projects")], route: "repos/search?source=local")
    let harness = app.harness
    #expect(app.text.contains("GitHub   This machine"))  // The search field has the focus.
    #expect(app.text.contains("alpha"))
    #expect(app.text.contains("beta") && app.text.contains("main ●"))
    #expect(app.text.contains("gamma") && app.text.contains("main ↑1"))
    #expect(app.text.contains("End of results: 3 repositories"))
    try harness.send(keys: "g a m")
    harness.advance(by: .milliseconds(400))
    #expect(!app.text.contains("alpha"))
    #expect(app.text.contains("gamma"))
    #expect(app.text.contains("End of results: 1 repository"))
    try harness.send(keys: "enter / ctrl-u z z z")
    harness.advance(by: .milliseconds(400))
    #expect(app.text.contains("No repository here matches \"zzz\"."))
    // In the middle of the results' area (rows 3…27 of 30), not above it.
    let place = harness.position(of: "No repository here matches")
    #expect(place?.row == 15)
    #expect(place?.column == (100 - "No repository here matches \"zzz\".".count) / 2)
  }

  @Test func aRepositoryPageShowsItsFactsHistoryAndACommit() throws {
    let fixture = try GitFixture()
    try Self.projects(fixture)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("projects")], route: "repos/search?source=local")
    let harness = app.harness
    try harness.send(keys: "enter enter")  // To the list, then open the first row.
    #expect(harness.currentRoute.hasPrefix("repos/local?path="))
    #expect(harness.currentRoute.hasSuffix("%2Fprojects%2Falpha"))
    #expect(app.text.contains("HEAD       main"))
    #expect(app.text.contains("Status     clean"))
    #expect(app.text.contains("* main"))
    #expect(app.text.contains("Alpha"))  // The README's heading, rendered.
    #expect(app.text.contains("Docs"))  // The newest commit.
    #expect(app.text.contains("50 commits shown; more load at the end"))
    try harness.send(keys: "end")  // The page has the focus: its end shows the README.
    #expect(app.text.contains("The first project."))
    #expect(!app.text.contains("**first**"))
    try harness.send(keys: "tab end")
    #expect(app.text.contains("Start of history: 61 commits"))
    try harness.send(keys: "/ c o m m i t space 1 2")
    harness.advance(by: .milliseconds(400))
    #expect(app.text.contains("1 commit matches \"commit 12\""))
    try harness.send(keys: "enter enter")
    #expect(harness.currentRoute.hasPrefix("repos/local/commit?path="))
    #expect(app.text.contains("Commit 12"))
    #expect(app.text.contains("1 file changed, +1 −0"))
    #expect(app.text.contains("A  file12.txt  +1 −0"))
    try harness.send(keys: "esc")
    #expect(harness.currentRoute.hasPrefix("repos/local?path="))
  }

  @Test func anEmptyRepositoryAndAMissingFolderSayWhatIsWrong() throws {
    let fixture = try GitFixture()
    try fixture.repository("empty")
    let app = try RepoHarness(
      fixture: fixture, route: RepoRoutes.local(path: fixture.path("empty")))
    #expect(app.text.contains("main (no commits yet)"))
    #expect(app.text.contains("No commits yet."))
    app.harness.navigator.open(RepoRoutes.local(path: fixture.path("nowhere")))
    app.harness.settle()
    #expect(app.text.contains("There is nothing at \(fixture.path("nowhere")). Check the path."))
    #expect(app.text.contains("Press r to retry."))
    // The page says why; the history does not say it again.
    #expect(app.text.components(separatedBy: "There is nothing at").count == 2)
    #expect(app.text.contains("No history: the repository did not open."))
  }

  @Test func theSourceSwitchIsRemembered() throws {
    let fixture = try GitFixture()
    let app = try RepoHarness(fixture: fixture, roots: [fixture.path("none")], route: "repos")
    #expect(app.text.contains("Type words to search GitHub"))
    try app.harness.send(keys: "tab")
    #expect(app.text.contains("Skipped") || app.text.contains("No git repositories"))
    // Saved off the main thread: wait for the file (a few seconds at most).
    var saved = ""
    for _ in 0..<500 where !saved.contains("local") {
      saved = (try? String(contentsOfFile: app.settingsPath, encoding: .utf8)) ?? ""
      if !saved.contains("local") { Thread.sleep(forTimeInterval: 0.01) }
    }
    #expect(saved.contains("\"source\" : \"local\"") || saved.contains("\"source\": \"local\""))
    let again = try RepoHarness(fixture: fixture, roots: [fixture.path("none")], route: "repos")
    #expect(!again.text.contains("Type words to search GitHub"))
  }

  @Test func commandsActOnTheSelectedRepository() throws {
    let fixture = try GitFixture()
    try Self.projects(fixture)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("projects")], route: "repos/search?source=local")
    let harness = app.harness
    try harness.send(keys: "down down")  // To the list, then to beta.
    let before = harness.bytesWritten.count
    try harness.send(keys: ": c o p y space r e p o enter")
    let written = String(decoding: harness.bytesWritten[before...], as: UTF8.self)
    let url = URL(fileURLWithPath: fixture.path("projects/beta")).absoluteString
    #expect(written.contains("\u{1B}]52;c;\(Data(url.utf8).base64EncodedString())\u{07}"))
    #expect(harness.statusMessage?.text.contains("Copied") == true)
    try harness.send(keys: ": c r e a t e space a space t a s k enter")
    #expect(harness.currentRoute == "tasks/new?title=Look%20at%20beta")
    #expect(app.text.contains("New task: Look at beta"))
  }

  @Test func commandsActOnTheVisibleReposScreenOnly() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("gamma", commits: 2)
    let app = try RepoHarness(fixture: fixture, route: RepoRoutes.local(path: path))
    let harness = app.harness
    // On a commit of the repository, the commands act on the repository.
    try harness.send(keys: "tab enter")
    #expect(harness.currentRoute.hasPrefix("repos/local/commit?path="))
    try harness.send(keys: ": c r e a t e space a space t a s k enter")
    #expect(harness.currentRoute == "tasks/new?title=Look%20at%20gamma")
    // From another tab, with the repository still open in the Repos tab, there is none.
    harness.navigator.open("tasks")
    harness.settle()
    try harness.send(keys: ": c o p y space r e p o enter")
    #expect(harness.statusMessage?.text.contains("No repository is shown or selected") == true)
  }

  @Test func commandsWithNothingShownSaySo() throws {
    let fixture = try GitFixture()
    let app = try RepoHarness(fixture: fixture, route: "tasks")
    try app.harness.send(keys: ": c o p y space r e p o enter")
    #expect(app.harness.statusMessage?.text.contains("No repository is shown or selected") == true)
  }
}

/// Notes about the walk show under the results.
@MainActor
@Suite struct LocalSearchNoticeTests {
  @Test func aRootThatIsMissingIsNotedUnderTheResults() throws {
    let fixture = try GitFixture()
    try fixture.repository("here/alpha", commits: 1)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("here"), fixture.path("gone")],
      route: "repos/search?source=local")
    #expect(app.text.contains("alpha"))
    #expect(app.text.contains("Skipped \(fixture.path("gone")): it does not exist."))
  }
}

/// History rows give the subject the room first.
@MainActor
@Suite struct HistoryRowWidthTests {
  /// The history row of commit 3 on a screen `width` columns wide.
  func row(width: Int, in fixture: GitFixture, path: String) throws -> String {
    let app = try RepoHarness(
      fixture: fixture, size: TerminalSize(width: width, height: 16),
      route: RepoRoutes.local(path: path))
    return try #require(app.harness.screen.first { $0.contains("Subject number 3") })
  }

  @Test func aNarrowScreenShowsSubjectsAndDropsTheAuthorFirst() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("narrow", commits: 3) { "Subject number \($0)" }
    let narrow = try row(width: 40, in: fixture, path: path)
    #expect(narrow.hasSuffix("Subject number 3"))  // Nothing beside it: it needs the room.
    let middle = try row(width: 50, in: fixture, path: path)
    #expect(middle.hasSuffix("ago") && !middle.contains("Dev "))
    let wide = try row(width: 80, in: fixture, path: path)
    #expect(wide.contains("Dev 3 · ") && wide.hasSuffix("ago"))
  }
}
