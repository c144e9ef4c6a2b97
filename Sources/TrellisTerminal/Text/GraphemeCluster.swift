import CUtf8proc

/// Turns one ``TerminalCluster`` into what a cell stores: its UTF-8 bytes capped at
/// `maximumScalars` scalars and `maximumBytes` bytes, a control character replaced by
/// `TextSanitizer`'s placeholder, its width from `DisplayWidth`, and the flags the renderer
/// reads (`Cell.Flags`).
enum GraphemeCluster {
  /// The most scalars a cell keeps of one cluster: a base and up to 15 marks, modifiers,
  /// selectors or joined emoji (the longest emoji sequences have 10).
  static let maximumScalars = 16
  /// The most UTF-8 bytes a cell keeps of one cluster.
  static let maximumBytes = 64

  /// Whether a cell keeps the first `scalars` scalars of a cluster, `bytes` long: the one
  /// rule for how much of a long cluster shows (`Cell.keptScalars(of:)` cuts by it too).
  static func keeps(scalars: Int, bytes: Int) -> Bool {
    scalars <= maximumScalars && bytes <= maximumBytes
  }

  /// Calls `body` with the bytes of the cluster `scalars` as a cell keeps them, its width
  /// (0 when nothing of it shows) and its flags. A cluster longer than the caps is cut
  /// after the last whole scalar that fits; a control character (a cluster of its own)
  /// becomes its placeholder alone.
  static func withPrepared<R>(
    _ scalars: some Sequence<Unicode.Scalar>, _ body: (UnsafeRawBufferPointer, Int, UInt8) -> R
  ) -> R {
    withUnsafeTemporaryAllocation(byteCount: maximumBytes, alignment: 1) { buffer in
      var count = 0
      var measure = TerminalCluster.Scanner()
      var flags: UInt8 = 0
      for original in scalars {
        let placeholder = TextSanitizer.placeholder(for: original)
        if placeholder != nil && measure.count > 0 { break }
        let scalar = placeholder ?? original
        let length = UTF8.width(scalar)
        guard keeps(scalars: measure.count + 1, bytes: count + length) else { break }
        for byte in UTF8.encode(scalar).unsafelyUnwrapped {
          buffer[count] = byte
          count += 1
        }
        measure.add(scalar)
        if measure.count == 1 { flags = firstScalarFlags(scalar.value) }
        if placeholder != nil { break }
      }
      if measure.count > 1 { flags |= Cell.Flags.uncertainWidth }
      return body(
        UnsafeRawBufferPointer(rebasing: buffer[0..<count]), measure.width, flags)
    }
  }

  /// The flags a cluster gets from its first scalar: whether written right after another
  /// cluster it could join it (marks, emoji modifiers), or whether terminals disagree on
  /// its width or on what may join it (a lone regional indicator, a prepended mark, a
  /// leading Hangul jamo).
  static func firstScalarFlags(_ value: UInt32) -> UInt8 {
    // None of these classes has a scalar below U+0300.
    guard value >= 0x300 else { return 0 }
    let boundclass = UInt32(utf8proc_get_property(utf8proc_int32_t(value)).pointee.boundclass)
    switch boundclass {
    case UTF8PROC_BOUNDCLASS_EXTEND.rawValue, UTF8PROC_BOUNDCLASS_SPACINGMARK.rawValue,
      UTF8PROC_BOUNDCLASS_ZWJ.rawValue, UTF8PROC_BOUNDCLASS_V.rawValue,
      UTF8PROC_BOUNDCLASS_T.rawValue, UTF8PROC_BOUNDCLASS_E_MODIFIER.rawValue:
      return Cell.Flags.joinsPrevious
    case UTF8PROC_BOUNDCLASS_REGIONAL_INDICATOR.rawValue, UTF8PROC_BOUNDCLASS_PREPEND.rawValue,
      UTF8PROC_BOUNDCLASS_L.rawValue:
      return Cell.Flags.uncertainWidth
    default:
      return 0
    }
  }
}
