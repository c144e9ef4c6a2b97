import RepoSearch
import Testing
import Trellis

@Suite struct RepoSearchPluginTests {
  @Test func manifestNamesTheReposPrefix() {
    #expect(RepoSearchPlugin().manifest.id == "repos")
  }
}
