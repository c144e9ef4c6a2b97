import Foundation

/// Text from git, decoded leniently: names, messages and paths are bytes that are usually
/// UTF-8 but may be Latin-1, another declared encoding, or garbage.
enum GitText {
  /// `bytes` as text: UTF-8 when they are valid UTF-8; else in `encoding` (a commit's
  /// `encoding` header, like `ISO-8859-1`) when Foundation knows it; else Latin-1, which
  /// maps every byte to a character, so nothing is lost or turned into `?`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, encoding: String? = nil) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    if let encoding, let known = stringEncoding(named: encoding),
      let text = String(bytes: bytes, encoding: known)
    {
      return text
    }
    return String(decoding: bytes.lazy.map { UInt16($0) }, as: UTF16.self)
  }

  /// `bytes` decoded as ``decode(_:encoding:)`` does.
  static func decode(_ bytes: [UInt8], encoding: String? = nil) -> String {
    bytes.withUnsafeBufferPointer { decode($0, encoding: encoding) }
  }

  /// The C string at `pointer` decoded as ``decode(_:encoding:)`` does; empty for nil.
  static func decode(_ pointer: UnsafePointer<CChar>?, encoding: String? = nil) -> String {
    guard let pointer else { return "" }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      decode(UnsafeBufferPointer(start: $0, count: length), encoding: encoding)
    }
  }

  /// `length` bytes at `pointer` decoded as ``decode(_:encoding:)`` does.
  static func decode(_ pointer: UnsafeRawPointer?, length: Int, encoding: String? = nil)
    -> String
  {
    guard let pointer, length > 0 else { return "" }
    return decode(
      UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: length),
      encoding: encoding)
  }

  /// The C string at `pointer`, or nil for a null pointer.
  static func optional(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { decode($0) }
  }

  /// A URL with any user name and password taken out (`https://user:token@host/x` becomes
  /// `https://host/x`), so a credential kept in a remote's URL is never shown.
  static func redactingCredentials(_ url: String) -> String {
    guard let schemeEnd = url.range(of: "://") else {
      // scp-like `user@host:path` keeps its user: it names an account, not a secret.
      return url
    }
    let rest = url[schemeEnd.upperBound...]
    let authorityEnd =
      rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard let at = authority.lastIndex(of: "@") else { return url }
    return String(url[..<schemeEnd.upperBound]) + authority[authority.index(after: at)...]
      + rest[authorityEnd...]
  }

  /// The Foundation encoding of an IANA name git may record (`ISO-8859-1`, `cp1252`…).
  private static func stringEncoding(named name: String) -> String.Encoding? {
    let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
    let known: [String: String.Encoding] = [
      "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "iso8859-1": .isoLatin1,
      "iso-8859-2": .isoLatin2, "latin2": .isoLatin2,
      "windows-1250": .windowsCP1250, "cp1250": .windowsCP1250,
      "windows-1251": .windowsCP1251, "cp1251": .windowsCP1251,
      "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
      "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254,
      "shift-jis": .shiftJIS, "sjis": .shiftJIS, "euc-jp": .japaneseEUC,
      "iso-2022-jp": .iso2022JP, "utf-16": .utf16, "us-ascii": .ascii,
    ]
    return known[key]
  }
}
