/// A README found at the root of HEAD's tree.
public struct GitReadme: Hashable, Sendable {
  /// The file's name, like `README.md`.
  public var name: String
  /// Its text (decoded leniently; cut at ``GitReadme/byteLimit``).
  public var text: String
  /// Whether the file was longer than the limit.
  public var isTruncated: Bool

  /// The most bytes read.
  public static let byteLimit = 1 << 20

  /// A README `name` with `text`.
  public init(name: String, text: String, isTruncated: Bool = false) {
    self.name = name
    self.text = text
    self.isTruncated = isTruncated
  }

  /// Whether it is Markdown (by its extension, or a bare `README`).
  public var isMarkdown: Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower == "readme"
  }
}
