extension Array where Element == UInt8 {
  /// Whether `pattern` occurs in the bytes.
  func includesCoreTest(_ pattern: [UInt8]) -> Bool {
    guard !pattern.isEmpty, pattern.count <= count else { return false }
    for index in 0...(count - pattern.count)
    where self[index..<index + pattern.count].elementsEqual(pattern) {
      return true
    }
    return false
  }
}
