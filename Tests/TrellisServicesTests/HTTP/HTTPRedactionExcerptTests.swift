import Foundation
import Testing
import TrellisServices

/// `HTTPRedaction.excerpt`, which the HTTP client's errors and the plugins' messages share.
@Suite struct HTTPRedactionExcerptTests {
  @Test func whiteSpaceBecomesSingleSpacesAndTheEndsAreTrimmed() {
    #expect(
      HTTPRedaction.excerpt("  Bad\r\n\tcredentials \u{00A0}\u{2028} here  ")
        == "Bad credentials here")
    #expect(HTTPRedaction.excerpt(" \n\t ") == "")
  }

  @Test func controlCharactersAreShownNotObeyed() {
    #expect(HTTPRedaction.excerpt("Bad \u{1B}]0;owned\u{07} query") == "Bad ␛]0;owned␇ query")
    #expect(HTTPRedaction.excerpt("a\u{0}b\u{7F}c") == "a␀b␡c")
    #expect(
      HTTPRedaction.excerpt("x\u{9B}31m \u{202E}evil\u{2066} \u{FFF9}y")
        == "x\u{FFFD}31m \u{FFFD}evil\u{FFFD} \u{FFFD}y")
  }

  @Test func invisibleFormatCharactersAreShown() {
    #expect(HTTPRedaction.excerpt("a\u{2060}b\u{200E}c\u{FEFF}d") == "a�b�c�d")
    #expect(HTTPRedaction.excerpt("ok\u{E0041}\u{E0042}") == "ok��")
    #expect(HTTPRedaction.excerpt("Ümlaut 日本語 🚀") == "Ümlaut 日本語 🚀")
  }

  @Test func longTextIsCutAtTheLimitWithAnEllipsis() {
    let long = String(repeating: "x", count: 500)
    #expect(HTTPRedaction.excerpt(long) == String(repeating: "x", count: 200) + "…")
    #expect(HTTPRedaction.excerpt(long, limit: 30) == String(repeating: "x", count: 30) + "…")
    #expect(HTTPRedaction.excerpt("exactly", limit: 7) == "exactly")
  }

  @Test func secretsAreScrubbedBeforeTheTextIsCut() {
    let token = "ghp_0123456789abcdef"
    #expect(
      HTTPRedaction.excerpt("token \(token) is not allowed", secrets: [token])
        == "token <redacted> is not allowed")
    let cut = HTTPRedaction.excerpt("0123456789 \(token)", limit: 14, secrets: [token])
    #expect(cut == "0123456789 <re…")
    #expect(!cut.contains("ghp_"))
  }

  @Test func aSecretInsideAnotherLeavesNoPartOfEither() {
    let key = "abcd1234"
    let longer = "zz-abcd1234-yy"
    #expect(
      HTTPRedaction.excerpt("sent \(longer) and \(key)", secrets: [key, longer])
        == "sent <redacted> and <redacted>")
  }

  @Test func secretsShorterThanFourCharactersAreLeft() {
    #expect(HTTPRedaction.excerpt("abc is short", secrets: ["abc", ""]) == "abc is short")
  }
}
