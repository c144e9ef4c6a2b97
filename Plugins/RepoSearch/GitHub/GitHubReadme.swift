import Foundation
import Trellis

/// Reads the README answer of `GET /repos/{owner}/{repo}/readme`: a JSON object whose
/// `content` is the file in base64 (with line breaks every 60 characters) and whose
/// `encoding` says so.
enum GitHubReadme {
  /// The README's text. Base64 is read leniently (line breaks and other stray characters
  /// skipped, missing padding tolerated); bytes that are not UTF-8 become `�`; a leading
  /// byte-order mark is dropped. Content with another declared encoding is taken as text.
  ///
  /// - Throws: ``GitHubError/unreadableResponse(reason:)`` when the body is not such an
  ///   object, the content is missing or not base64, or GitHub left it out as too large.
  static func text(from body: Data) throws -> String {
    guard
      let object = try LenientJSON.parse(body, orThrow: GitHubError.unreadableResponse(reason:))
        as? [String: Any]
    else {
      throw GitHubError.unreadableResponse(reason: "the README answer is not an object")
    }
    let encoding = LenientJSON.string(object["encoding"])?.lowercased() ?? "base64"
    guard let content = object["content"] as? String else {
      throw GitHubError.unreadableResponse(reason: "the README answer has no content")
    }
    if encoding == "none" || (encoding != "base64" && content.isEmpty) {
      throw GitHubError.unreadableResponse(
        reason: "GitHub did not include the README's content, it is too large")
    }
    guard encoding == "base64" else { return content }
    guard let data = decodeBase64(content) else {
      throw GitHubError.unreadableResponse(reason: "the README's content is not valid base64")
    }
    // Bytes that are not UTF-8 are read as Latin-1, as git's own text is.
    var text = GitText.decode([UInt8](data))
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// The bytes of `content`, ignoring whitespace, accepting the URL-safe alphabet too and
  /// padding it with `=` as needed; nil when what is left is not base64.
  static func decodeBase64(_ content: String) -> Data? {
    var compact = content.unicodeScalars.filter {
      !CharacterSet.whitespacesAndNewlines.contains($0)
    }.map { scalar in scalar == "-" ? "+" : scalar == "_" ? "/" : String(scalar) }.joined()
    while compact.hasSuffix("=") { compact.removeLast() }
    let remainder = compact.count % 4
    if remainder == 1 { return nil }
    if remainder > 0 { compact += String(repeating: "=", count: 4 - remainder) }
    return Data(base64Encoded: compact)
  }
}
