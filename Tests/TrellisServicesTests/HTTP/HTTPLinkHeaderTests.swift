import Foundation
import Testing
import TrellisServices

/// `Link` headers as GitHub and Unsplash send them, and the grammar's corners (the cases
/// of the two plugins' former parsers, `GitHubLinkHeader` and `UnsplashLinkHeader`).
@Suite struct HTTPLinkHeaderTests {
  private let github =
    URL(string: "https://api.github.com/search/repositories?q=x") ?? URL(fileURLWithPath: "/")
  private let unsplash =
    URL(string: "https://api.unsplash.com/photos?page=2") ?? URL(fileURLWithPath: "/")

  private func next(_ header: String) -> String? {
    HTTPLinkHeader.url(rel: "next", in: header, relativeTo: github)?.absoluteString
  }

  @Test func githubsHeaderGivesTheNextPage() {
    let header =
      "<https://api.github.com/search/repositories?q=x&page=2>; rel=\"next\", "
      + "<https://api.github.com/search/repositories?q=x&page=34>; rel=\"last\""
    #expect(next(header) == "https://api.github.com/search/repositories?q=x&page=2")
    #expect(
      HTTPLinkHeader.url(rel: "LAST", in: header, relativeTo: github)?.absoluteString
        == "https://api.github.com/search/repositories?q=x&page=34")
    #expect(HTTPLinkHeader.url(rel: "prev", in: header, relativeTo: github) == nil)
  }

  @Test func unsplashsHeaderGivesEveryRelation() {
    let header =
      "<https://api.unsplash.com/photos?page=1>; rel=\"first\", "
      + "<https://api.unsplash.com/photos?page=1>; rel=\"prev\", "
      + "<https://api.unsplash.com/photos?page=346>; rel=\"last\", "
      + "<https://api.unsplash.com/photos?page=3>; rel=\"next\""
    let links = HTTPLinkHeader.links(in: header, relativeTo: unsplash)
    #expect(links.keys.sorted() == ["first", "last", "next", "prev"])
    #expect(links["next"]?.absoluteString == "https://api.unsplash.com/photos?page=3")
    #expect(links["last"]?.absoluteString == "https://api.unsplash.com/photos?page=346")
  }

  @Test func variationsOfTheGrammarAreRead() {
    #expect(next("<https://a.test/3>;rel=next") == "https://a.test/3")
    #expect(
      next("<https://a.test/1>; rel=\"prev\",<https://a.test/3>;rel=next") == "https://a.test/3")
    #expect(
      next("  <https://a.test/2> ;  title=\"a, b; c\" ; REL = \"last NEXT\"  ")
        == "https://a.test/2")
    #expect(
      next("<https://a.test/2>; title=\"say \\\"next\\\"\"; rel=\"next\"") == "https://a.test/2")
    #expect(
      next("<https://a.test/1>; rel=first, , <https://a.test/2>; rel=next") == "https://a.test/2")
    #expect(next("<https://a.test/x?a=1,2>; rel=next") == "https://a.test/x?a=1,2")
    #expect(next("<https://a.test/2>; rel=next;") == "https://a.test/2")
  }

  @Test func relativeTargetsAreResolvedAgainstTheBase() {
    #expect(
      next("</search/repositories?q=x&page=2>; rel=\"next\"")
        == "https://api.github.com/search/repositories?q=x&page=2")
    #expect(
      HTTPLinkHeader.links(in: "</photos?page=3>; rel=\"next\"", relativeTo: unsplash)["next"]?
        .absoluteString == "https://api.unsplash.com/photos?page=3")
  }

  @Test func theFirstLinkOfARelationAndTheFirstRelOfALinkWin() {
    #expect(
      next("<https://a.test/1>; rel=next, <https://a.test/2>; rel=next") == "https://a.test/1")
    #expect(next("<https://a.test/2>; rel=\"prev\"; rel=\"next\"") == nil)
    let links = HTTPLinkHeader.links(
      in: "<https://a.test/1>; rel=\"prev first\", <https://a.test/2>; rel=prev",
      relativeTo: github)
    #expect(links["prev"]?.absoluteString == "https://a.test/1")
    #expect(links["first"]?.absoluteString == "https://a.test/1")
  }

  @Test func aHeaderWithoutTheRelationGivesNothing() {
    #expect(next("") == nil)
    #expect(next("<https://a.test/2>; rel=prev") == nil)
    #expect(HTTPLinkHeader.links(in: "", relativeTo: github).isEmpty)
  }

  @Test func aMalformedHeaderGivesNoLinksAtAll() {
    let malformed = [
      "rel=next", "https://a.test/2; rel=next", "<https://a.test/2; rel=next",
      "<https://a.test/2>; rel=\"next", "<https://a.test/2> rel=next",
      "<https://a.test/1>; rel=prev <https://a.test/2>; rel=next", "<>; rel=next",
      "<https://a.test/2>; =next",
      // Strict where UnsplashLinkHeader was lenient: one broken link spoils the header.
      "garbage, <https://a.test/2>; rel=next",
    ]
    for header in malformed {
      #expect(HTTPLinkHeader.parse(header) == nil, "\(header)")
      #expect(next(header) == nil, "\(header)")
      #expect(HTTPLinkHeader.links(in: header, relativeTo: github).isEmpty, "\(header)")
    }
  }

  @Test func parseKeepsEveryParameterUnquoted() {
    #expect(
      HTTPLinkHeader.parse("<https://a.test/1>; rel=prev <https://a.test/2>; rel=next") == nil)
    #expect(
      HTTPLinkHeader.parse("<https://a.test/2>; rel=\"next\"; type=text/html")?.first?.parameters
        == ["rel": "next", "type": "text/html"])
    let links = HTTPLinkHeader.parse(" <a> ; REL=\"Next Last\" , <b>; anchor")
    #expect(
      links == [
        HTTPLinkHeader.Link(target: "a", parameters: ["rel": "Next Last"]),
        HTTPLinkHeader.Link(target: "b", parameters: ["anchor": ""]),
      ])
    #expect(links?.first?.relations == ["next", "last"])
    #expect(HTTPLinkHeader.parse("") == [])
  }
}
