import RepoSearch
import Testing
import TrellisCore

@Suite struct RepoSearchPluginTests {
  @Test func manifestNamesTheReposPrefix() {
    #expect(RepoSearchPlugin().manifest.id == "repos")
  }
}
