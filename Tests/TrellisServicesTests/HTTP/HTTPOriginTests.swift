import Foundation
import Testing
import TrellisServices

@Suite struct HTTPOriginTests {
  private func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
  }

  @Test func anOriginIsSchemeHostAndPortWithTheDefaultPortFilledIn() throws {
    let origin = try #require(HTTPOrigin(try url("HTTPS://API.GitHub.com/search?q=x")))
    #expect(origin.scheme == "https")
    #expect(origin.host == "api.github.com")
    #expect(origin.port == 443)
    #expect(origin.description == "https://api.github.com:443")
    #expect(HTTPOrigin(try url("http://127.0.0.1:8080/x"))?.description == "http://127.0.0.1:8080")
    #expect(HTTPOrigin(try url("http://example.com"))?.port == 80)
  }

  @Test func aURLWithoutAHostOrAKnownPortHasNoOrigin() throws {
    for text in ["file:///etc/passwd", "/relative/path", "mailto:a@b.c", "ftp://example.com/x"] {
      #expect(HTTPOrigin(try url(text)) == nil, "\(text)")
    }
    #expect(HTTPOrigin(try url("ftp://example.com:21/x"))?.description == "ftp://example.com:21")
  }

  @Test func theSameOriginIgnoresCaseDefaultPortsPathsAndQueries() throws {
    for (target, base) in [
      ("https://api.example.com/b?page=2", "https://api.example.com/a"),
      ("HTTPS://API.example.com:443/b", "https://api.example.com"),
      ("http://127.0.0.1:8080/b", "http://127.0.0.1:8080/a#x"),
    ] {
      #expect(HTTPOrigin.isSameOrigin(try url(target), as: try url(base)), "\(target) \(base)")
    }
  }

  @Test func anotherSchemeHostOrPortIsAnotherOrigin() throws {
    for (target, base) in [
      ("http://api.example.com/b", "https://api.example.com/a"),
      ("https://evil.example.net/b", "https://api.example.com/a"),
      ("https://api.example.com.evil.net/b", "https://api.example.com/a"),
      ("https://api.example.com:8443/b", "https://api.example.com/a"),
      ("http://127.0.0.1:8081/b", "http://127.0.0.1:8080/a"),
    ] {
      #expect(!HTTPOrigin.isSameOrigin(try url(target), as: try url(base)), "\(target) \(base)")
    }
  }

  @Test func noOriginIsNeverTheSameOrigin() throws {
    #expect(!HTTPOrigin.isSameOrigin(try url("file:///a"), as: try url("file:///a")))
    #expect(!HTTPOrigin.isSameOrigin(try url("/a"), as: try url("/a")))
    #expect(!HTTPOrigin.isSameOrigin(try url("https://a.test/x"), as: nil))
    #expect(!HTTPOrigin.isSameOrigin(nil, as: try url("https://a.test/x")))
  }
}
