import Foundation
import Testing

@testable import TrellisServices

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rule: secret-bearing header fields follow a redirect only to the same
/// origin (scheme, host and port). FixtureServer speaks plain HTTP only, so the scheme
/// change is checked on the rule itself; `HTTPClientTests` follows real redirects.
@Suite struct HTTPSessionDelegateTests {
  private let secrets = [
    "Authorization": "Bearer abc", "Proxy-Authorization": "Basic eHk=", "Cookie": "s=1",
    "X-Api-Key": "k3y", "X-GitHub-Token": "t0k",
  ]

  /// The header fields left on a redirect from `origin` to `target`.
  private func fieldsKept(from origin: String, to target: String) throws -> [String: String] {
    var request = URLRequest(url: try #require(URL(string: target)))
    for (name, value) in secrets { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let redirected = HTTPSessionDelegate.redirect(request, from: URL(string: origin))
    return redirected.allHTTPHeaderFields ?? [:]
  }

  @Test func aRedirectToAnotherSchemeDropsEverySecret() throws {
    for (origin, target) in [
      ("https://api.example.com/a", "http://api.example.com/b"),
      ("https://api.example.com:8443/a", "http://api.example.com:8443/b"),
      ("http://api.example.com/a", "https://api.example.com/b"),
    ] {
      let kept = try fieldsKept(from: origin, to: target)
      #expect(kept.keys.sorted() == ["Accept"], "\(origin) -> \(target)")
    }
  }

  @Test func aRedirectToAnotherHostOrPortDropsEverySecret() throws {
    for (origin, target) in [
      ("https://api.example.com/a", "https://evil.example.net/b"),
      ("https://api.example.com/a", "https://api.example.com:8443/b"),
      ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/b"),
    ] {
      let kept = try fieldsKept(from: origin, to: target)
      #expect(kept.keys.sorted() == ["Accept"], "\(origin) -> \(target)")
    }
  }

  @Test func aRedirectOnTheSameOriginKeepsEverything() throws {
    for (origin, target) in [
      ("https://api.example.com/a", "https://api.example.com/b?page=2"),
      ("https://API.example.com/a", "https://api.example.com/b"),
      ("https://api.example.com/a", "HTTPS://api.example.com:443/b"),
      ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b"),
    ] {
      let kept = try fieldsKept(from: origin, to: target)
      #expect(kept.count == secrets.count + 1, "\(origin) -> \(target)")
      #expect(kept["Authorization"] == "Bearer abc", "\(origin) -> \(target)")
    }
  }

  @Test func aRedirectFromAnUnknownOriginDropsEverySecret() throws {
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/b")))
    request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
    let redirected = HTTPSessionDelegate.redirect(request, from: nil)
    #expect(redirected.value(forHTTPHeaderField: "Authorization") == nil)
  }
}
