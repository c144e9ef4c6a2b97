import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

// The example of MakingHTTPRequests.md, verbatim (but for `static`), so the article stays
// true.

/// The article's code, in a namespace of its own.
enum HTTPArticleExample {
  struct SearchPage: Decodable {
    struct Item: Decodable {
      let fullName: String
    }
    let items: [Item]
  }

  static func repositories(
    matching queries: Observable<String>, client: HTTPClient, api: URL, token: String
  ) -> Observable<[String]> {
    queries.flatMapLatest { query -> Observable<[String]> in
      var components = URLComponents(
        url: api.appendingPathComponent("search/repositories"), resolvingAgainstBaseURL: false)
      components?.queryItems = [URLQueryItem(name: "q", value: query)]
      guard let url = components?.url else { return .just([]) }
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      return client.json(
        SearchPage.self, from: url, headers: ["Authorization": "Bearer \(token)"],
        decoder: decoder
      )
      .map { page in page.items.map(\.fullName) }
      .asObservable()
    }
  }
}

@Suite struct HTTPArticleExampleTests {
  @Test func theSearchKeepsOnlyTheLatestRequest() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories", query: ["q": "sw"],
      FixtureResponse.json(#"{"items":[{"full_name":"slow/one"}]}"#).with(.delay(60)))
    server.route(
      "GET", "/search/repositories", query: ["q": "swift lang"],
      .json(#"{"items":[{"full_name":"apple/swift"},{"full_name":"swiftlang/swift"}]}"#))
    let queries = PublishSubject<String>()
    let results = HTTPTestsBox<[[String]]>([])
    let subscription = HTTPArticleExample.repositories(
      matching: queries, client: HTTPClient(), api: server.baseURL, token: "t0ken"
    )
    .subscribe(onNext: { names in results.value.append(names) })
    queries.onNext("sw")
    #expect(server.waitForRequests(1))
    queries.onNext("swift lang")
    #expect(server.waitUntil { _ in !results.value.isEmpty })
    #expect(results.value == [["apple/swift", "swiftlang/swift"]])
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
    #expect(server.requests.last?.header("Authorization") == "Bearer t0ken")
    subscription.dispose()
  }
}
