import CUtf8proc

/// What a terminal puts in one cell: a scalar that takes columns, with the zero-width
/// scalars after it (combining marks, joiners, selectors, Hangul's medial and final jamo) —
/// and the few sequences terminals join into one glyph two columns wide:
///
/// - emoji joined by ZWJ (`👩‍💻`): a pictograph after a ZWJ joins the pictograph before it;
/// - a flag (`🇫🇷`): the second of two regional indicators joins the first;
/// - a skin tone (`👍🏽`): an emoji modifier joins the pictograph before it;
/// - a keycap (`1️⃣`) or an emoji presentation (`❤️`): VS16 and U+20E3 are zero-width and
///   join anyway; they make the cell two columns wide.
///
/// Anything else that takes columns starts a cell of its own, even inside a grapheme
/// cluster: `त्रि` is three cells, `त्`, `र` and `ि`, as terminals draw it (they count with
/// `wcwidth`, scalar by scalar). A control character is a cluster on its own.
public enum TerminalCluster {
  /// Calls `body` with each cluster of `scalars`, in order: its range and its width (0 for
  /// zero-width scalars with nothing before them to join).
  static func forEach<Scalars: BidirectionalCollection<Unicode.Scalar>>(
    in scalars: Scalars, _ body: (Range<Scalars.Index>, Int) -> Void
  ) {
    var scanner = Scanner()
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      if let ended = scanner.add(scalars[index]) {
        body(start..<index, ended)
        start = index
      }
      index = scalars.index(after: index)
    }
    if start < index { body(start..<index, scanner.width) }
  }

  /// The end of the cluster that starts at `start` of `scalars`.
  static func end<Scalars: BidirectionalCollection<Unicode.Scalar>>(
    of scalars: Scalars, from start: Scalars.Index
  ) -> Scalars.Index {
    var scanner = Scanner()
    var index = start
    while index < scalars.endIndex, scanner.add(scalars[index]) == nil {
      index = scalars.index(after: index)
    }
    return index
  }

  /// Reads scalars one at a time: says where a cluster ends, and measures the one read so
  /// far (its scalars added with ``add(_:)`` since the last one it ended).
  struct Scanner {
    /// The scalars of the current cluster so far.
    private(set) var count = 0
    /// The columns of the current cluster: its first scalar's, then the emoji rules.
    private var columns = 0
    /// What the first scalar is: for what may join it.
    private var base = Base.other
    /// The last scalar added.
    private var last: UInt32 = 0

    private enum Base {
      case other, control, keycap, pictograph, regionalIndicator, flag
    }

    /// The columns the current cluster takes: 0, 1 or 2.
    var width: Int { min(max(columns, 0), 2) }

    /// Adds `scalar` to the current cluster when it joins it, else starts a new cluster
    /// with it. Returns the width of the cluster that ended; nil when `scalar` joined (or
    /// is the first).
    @discardableResult
    mutating func add(_ scalar: Unicode.Scalar) -> Int? {
      let value = scalar.value
      let scalarColumns = DisplayWidth.of(scalar)
      var ended: Int?
      if count > 0 && startsNewCluster(scalar, columns: scalarColumns) {
        ended = width
        self = Scanner()
      }
      count += 1
      defer { last = value }
      if count == 1 {
        columns = scalarColumns
        base = Self.base(of: scalar)
        return ended
      }
      switch value {
      case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
        if base == .pictograph || base == .keycap { columns = 2 }
      case 0x20E3:  // COMBINING ENCLOSING KEYCAP
        if base == .keycap { columns = 2 }
      default:
        if base == .regionalIndicator && scalarColumns > 0 {
          base = .flag
          columns = 2
        } else {
          columns = max(columns, scalarColumns)
        }
      }
      return ended
    }

    /// Whether `scalar`, `columns` wide, starts a new cluster after the current one.
    private func startsNewCluster(_ scalar: Unicode.Scalar, columns: Int) -> Bool {
      if base == .control { return true }
      let value = scalar.value
      if value < 0x7F { return true }
      if TextSanitizer.placeholder(for: scalar) != nil { return true }
      if columns == 0 { return false }
      // A skin tone (Unicode counts it an extending scalar now) joins a pictograph.
      if (0x1F3FB...0x1F3FF).contains(value) { return base != .pictograph }
      let boundClass = Self.boundClass(value)
      if boundClass == UTF8PROC_BOUNDCLASS_REGIONAL_INDICATOR.rawValue {
        return base != .regionalIndicator
      }
      if Self.isPictograph(boundClass) { return !(base == .pictograph && last == 0x200D) }
      return true
    }

    private static func base(of scalar: Unicode.Scalar) -> Base {
      let value = scalar.value
      if TextSanitizer.placeholder(for: scalar) != nil { return .control }
      if (0x30...0x39).contains(value) || value == 0x23 || value == 0x2A { return .keycap }
      if value < 0xA9 { return .other }
      let boundClass = boundClass(value)
      if boundClass == UTF8PROC_BOUNDCLASS_REGIONAL_INDICATOR.rawValue { return .regionalIndicator }
      return isPictograph(boundClass) ? .pictograph : .other
    }

    /// Whether utf8proc's `boundClass` is one of an emoji pictograph.
    private static func isPictograph(_ boundClass: UInt32) -> Bool {
      switch boundClass {
      case UTF8PROC_BOUNDCLASS_EXTENDED_PICTOGRAPHIC.rawValue, UTF8PROC_BOUNDCLASS_E_BASE.rawValue,
        UTF8PROC_BOUNDCLASS_E_BASE_GAZ.rawValue, UTF8PROC_BOUNDCLASS_E_ZWG.rawValue,
        UTF8PROC_BOUNDCLASS_GLUE_AFTER_ZWJ.rawValue:
        return true
      default:
        return false
      }
    }

    private static func boundClass(_ value: UInt32) -> UInt32 {
      UInt32(utf8proc_get_property(utf8proc_int32_t(value)).pointee.boundclass)
    }
  }
}
