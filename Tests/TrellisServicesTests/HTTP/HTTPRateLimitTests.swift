import Foundation
import Testing
import TrellisServices

@Suite struct HTTPRateLimitTests {
  @Test func readsGitHubHeaders() {
    let headers: HTTPHeaders = [
      "x-ratelimit-limit": "5000", "x-ratelimit-remaining": "4987", "x-ratelimit-used": "13",
      "x-ratelimit-reset": "1800000000", "x-ratelimit-resource": "core",
    ]
    let limit = HTTPRateLimit(headers: headers)
    #expect(
      limit
        == HTTPRateLimit(
          limit: 5000, remaining: 4987, used: 13, reset: Date(timeIntervalSince1970: 1_800_000_000),
          resource: "core"))
    #expect(limit?.isExhausted == false)
  }

  @Test func readsIETFHeadersWithAResetInSeconds() {
    let now = Date(timeIntervalSince1970: 1_000_000_000)
    let limit = HTTPRateLimit(
      headers: ["RateLimit-Limit": "100", "RateLimit-Remaining": "0", "RateLimit-Reset": "30"],
      now: now)
    #expect(limit?.reset == now.addingTimeInterval(30))
    #expect(limit?.isExhausted == true)
  }

  @Test func isNilWithoutHeadersAndIgnoresGarbage() {
    #expect(HTTPRateLimit(headers: ["Content-Type": "text/plain"]) == nil)
    #expect(HTTPRateLimit(headers: ["X-RateLimit-Remaining": "lots"]) == nil)
    #expect(
      HTTPRateLimit(headers: ["X-RateLimit-Remaining": "3", "X-RateLimit-Limit": "x"])?.limit == nil
    )
  }
}
