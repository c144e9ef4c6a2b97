import Foundation
import Testing
import TrellisServices

@Suite struct HTTPHeadersTests {
  @Test func looksUpNamesWithoutCase() {
    var headers: HTTPHeaders = ["Content-Type": "text/plain", "Vary": "Accept"]
    headers.add(name: "vary", value: "Origin")
    #expect(headers["content-type"] == "text/plain")
    #expect(headers["VARY"] == "Accept, Origin")
    #expect(headers.contains("CONTENT-TYPE"))
    #expect(headers["missing"] == nil)
  }

  @Test func settingReplacesEveryFieldOfTheNameAndNilRemoves() {
    var headers: HTTPHeaders = ["Vary": "Accept", "X": "1", "vary": "Origin"]
    headers["VARY"] = "Cookie"
    #expect(headers.fields.map(\.name) == ["Vary", "X"])
    #expect(headers["vary"] == "Cookie")
    headers["x"] = nil
    headers["New"] = "n"
    #expect(headers == ["Vary": "Cookie", "New": "n"])
  }

  @Test func mergingLetsTheOtherWin() {
    let base: HTTPHeaders = ["Accept": "*/*", "X-App": "a", "Keep": "k"]
    let merged = base.merging(["x-app": "b", "Accept": "application/json"])
    #expect(merged["X-App"] == "b")
    #expect(merged["accept"] == "application/json")
    #expect(merged["Keep"] == "k")
    #expect(merged.fields.count == 3)
  }

  @Test func redactsSecretValuesWhenPrinted() {
    let headers: HTTPHeaders = [
      "Authorization": "Bearer abc123", "Proxy-Authorization": "Basic xyz",
      "X-GitHub-Token": "t0k", "Set-Cookie": "id=1", "Accept": "text/html",
    ]
    #expect(
      headers.description
        == "Authorization: <redacted>, Proxy-Authorization: <redacted>, "
        + "X-GitHub-Token: <redacted>, Set-Cookie: <redacted>, Accept: text/html")
    var dumped = ""
    dump(headers, to: &dumped)
    #expect(!dumped.contains("abc123"))
    #expect(!dumped.contains("xyz"))
  }
}
