import Foundation
import Testing

@testable import PhotoGallery

@Suite struct UnsplashLinkHeaderTests {
  private let base =
    URL(string: "https://api.unsplash.com/photos?page=2") ?? URL(fileURLWithPath: "/")

  private func next(_ header: String) -> String? {
    UnsplashLinkHeader.links(in: header, relativeTo: base)["next"]?.absoluteString
  }

  @Test func unsplashsHeaderGivesEveryRelation() {
    let header =
      "<https://api.unsplash.com/photos?page=1>; rel=\"first\", "
      + "<https://api.unsplash.com/photos?page=1>; rel=\"prev\", "
      + "<https://api.unsplash.com/photos?page=346>; rel=\"last\", "
      + "<https://api.unsplash.com/photos?page=3>; rel=\"next\""
    let links = UnsplashLinkHeader.links(in: header, relativeTo: base)
    #expect(links.keys.sorted() == ["first", "last", "next", "prev"])
    #expect(links["next"]?.absoluteString == "https://api.unsplash.com/photos?page=3")
    #expect(links["last"]?.absoluteString == "https://api.unsplash.com/photos?page=346")
  }

  @Test func variationsOfTheGrammarAreRead() {
    #expect(next("<https://a.test/3>;rel=next") == "https://a.test/3")
    #expect(
      next("  <https://a.test/2> ; title=\"a, b; c\" ; REL = \"last NEXT\" ") == "https://a.test/2")
    #expect(
      next("<https://a.test/1>; rel=first, , <https://a.test/2>; rel=next") == "https://a.test/2")
    #expect(next("</photos?page=3>; rel=\"next\"") == "https://api.unsplash.com/photos?page=3")
    #expect(next("<https://a.test/x?a=1,2>; rel=next") == "https://a.test/x?a=1,2")
    #expect(
      next("<https://a.test/1>; rel=next, <https://a.test/2>; rel=next") == "https://a.test/1")
  }

  @Test func brokenLinksAreSkippedAndTheRestStillCount() {
    for header in [
      "", "rel=next", "https://a.test/2; rel=next", "<https://a.test/2; rel=next",
      "<https://a.test/2>; rel=\"next", "<>; rel=next", "<https://a.test/2> rel=next",
      "<https://a.test/2>; rel=prev",
    ] {
      #expect(next(header) == nil, "\(header)")
    }
    #expect(next("garbage, <https://a.test/2>; rel=next") == "https://a.test/2")
  }
}
