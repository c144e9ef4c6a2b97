import CGit2

/// A git object id, hashable, for sets and maps of commits.
struct GitOID: Hashable {
  /// The libgit2 value.
  var raw: git_oid

  init(_ raw: git_oid) {
    self.raw = raw
  }

  /// The id written as 40 hex digits (4 to 40 also accepted: a prefix), or nil when
  /// `hex` is not hex.
  init?(hex: String) {
    guard (4...40).contains(hex.utf8.count), hex.utf8.allSatisfy({ $0.isHexDigit }) else {
      return nil
    }
    var raw = git_oid()
    guard git_oid_fromstrn(&raw, hex, hex.utf8.count) == 0 else { return nil }
    self.raw = raw
  }

  /// The 40 hex digits.
  var hex: String {
    var raw = raw
    return String(unsafeUninitializedCapacity: 40) { buffer in
      buffer.withMemoryRebound(to: CChar.self) { _ = git_oid_fmt($0.baseAddress, &raw) }
      return 40
    }
  }

  static func == (lhs: GitOID, rhs: GitOID) -> Bool {
    var left = lhs.raw
    var right = rhs.raw
    return git_oid_equal(&left, &right) == 1
  }

  func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: raw.id) { hasher.combine(bytes: $0) }
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hex digit.
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
