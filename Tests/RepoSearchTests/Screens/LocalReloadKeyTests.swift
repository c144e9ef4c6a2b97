import Foundation
import RepoSearch
import Testing
import Trellis
import TrellisTesting

/// A plain `r` in the local search's list (not only ctrl-r) reaches the view model's
/// reload: the kept list of repositories is walked again.
@MainActor
@Suite struct LocalReloadKeyTests {
  @Test func rInTheListWalksTheDiskAgain() throws {
    let fixture = try GitFixture()
    try fixture.repository("projects/alpha", commits: 1)
    let app = try RepoHarness(
      fixture: fixture, roots: [fixture.path("projects")], route: "repos/search?source=local")
    let harness = app.harness
    #expect(app.text.contains("End of results: 1 repository"))
    try fixture.repository("projects/beta", commits: 1)
    try harness.send(keys: "enter")  // From the field to the list.
    harness.advance(by: .milliseconds(400))
    #expect(!app.text.contains("beta"), "the kept list was walked again before r")
    try harness.send(keys: "r")
    harness.advance(by: .milliseconds(400))
    #expect(app.text.contains("beta"), "\(app.text)")
    #expect(app.text.contains("End of results: 2 repositories"))
  }
}
