import Foundation

/// Decides whether a raw commit matches a history search: the query, without case, in the
/// author's name or e-mail address or anywhere in the message.
struct GitCommitMatcher {
  private let needle: [UInt8]
  private let text: String
  private let isASCII: Bool

  /// A matcher for `query` (spaces around it ignored); nil for a blank query.
  init?(query: String) {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    text = trimmed
    isASCII = trimmed.utf8.allSatisfy { $0 < 0x80 }
    needle = trimmed.utf8.map(Self.lower)
  }

  /// Whether the raw commit `bytes` (headers, a blank line, the message) matches.
  func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let message = Self.messageStart(in: bytes)
    let author = Self.authorRange(in: bytes, before: message)
    if isASCII {
      if let author, contains(bytes, author) { return true }
      return contains(bytes, message..<bytes.count)
    }
    // A query with letters beyond ASCII: compare decoded text, which knows their cases.
    guard let base = bytes.baseAddress else { return false }
    var haystack = author.map { GitText.decode(base + $0.lowerBound, length: $0.count) } ?? ""
    haystack += "\n" + GitText.decode(base + message, length: bytes.count - message)
    return haystack.range(of: text, options: .caseInsensitive) != nil
  }

  /// Whether `range` of `bytes` holds the needle, ignoring ASCII case.
  private func contains(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
    let count = needle.count
    guard range.count >= count, let first = needle.first else { return false }
    var index = range.lowerBound
    let last = range.upperBound - count
    while index <= last {
      if Self.lower(bytes[index]) == first {
        var offset = 1
        while offset < count, Self.lower(bytes[index + offset]) == needle[offset] { offset += 1 }
        if offset == count { return true }
      }
      index += 1
    }
    return false
  }

  /// Where the message starts: after the first blank line (the end when there is none).
  private static func messageStart(in bytes: UnsafeRawBufferPointer) -> Int {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0x0A, bytes[index + 1] == 0x0A { return index + 2 }
      index += 1
    }
    return bytes.count
  }

  /// The name and e-mail address of the `author` header line, before `end`.
  private static func authorRange(in bytes: UnsafeRawBufferPointer, before end: Int)
    -> Range<Int>?
  {
    let key: [UInt8] = Array("\nauthor ".utf8)
    var index = 0
    while index + key.count <= end {
      if bytes[index] == 0x0A, (1..<key.count).allSatisfy({ bytes[index + $0] == key[$0] }) {
        let start = index + key.count
        var stop = start
        var closing = start
        while stop < end, bytes[stop] != 0x0A {
          if bytes[stop] == UInt8(ascii: ">") { closing = stop + 1 }
          stop += 1
        }
        return start..<max(start, closing)
      }
      index += 1
    }
    return nil
  }

  @inline(__always)
  private static func lower(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
