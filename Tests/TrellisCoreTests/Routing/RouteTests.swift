import Testing
import TrellisCore

@Suite struct RouteTests {
  @Test func parsesPathAndQuery() throws {
    let route = try Route("repos/search?q=swift&source=github")
    #expect(route.segments == ["repos", "search"])
    #expect(route.queryValue("q") == "swift")
    #expect(route.queryValue("source") == "github")
  }
}
