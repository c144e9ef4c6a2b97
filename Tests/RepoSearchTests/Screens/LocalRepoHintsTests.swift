import RepoSearch
import Testing
import Trellis
import TrellisTesting

/// A repository page's status bar lists each key once: with the history's search open, Esc
/// clears the search (it does not also go back).
@MainActor
@Suite struct LocalRepoHintsTests {
  @Test func escIsListedOnceForWhatItDoesFirst() throws {
    let fixture = try GitFixture()
    try fixture.repository("projects/alpha", commits: 3)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("projects")],
      size: TerminalSize(width: 120, height: 20), route: "repos/search?source=local")
    let harness = app.harness
    try harness.send(keys: "enter enter")
    #expect(harness.currentRoute.hasPrefix("repos/local?path="))
    #expect(harness.screen[19].contains("esc back"), "\(harness.screen[19])")
    try harness.send(keys: "/ a")
    let bar = harness.screen[19]
    #expect(bar.contains("esc clear search"), "\(bar)")
    #expect(!bar.contains("esc back"), "\(bar)")
    // Esc does what the bar says.
    try harness.send(keys: "esc")
    #expect(harness.currentRoute.hasPrefix("repos/local?path="))
  }
}
