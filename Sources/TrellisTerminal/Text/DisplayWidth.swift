import CUtf8proc

/// How many terminal columns text takes, from utf8proc's width tables.
///
/// A grapheme cluster is as wide as its first scalar (combining marks and joiners add
/// nothing), except that an emoji presentation selector (VS16), a zero-width-joiner
/// sequence, a regional-indicator pair or a keycap (`1️⃣`: a digit, `#` or `*`, VS16 and
/// U+20E3) makes it two columns. Terminals disagree on several of these; the renderer
/// moves the cursor absolutely after such a cluster rather than trust the count (see
/// `Cell.hasUncertainWidth`).
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    var measure = Measure()
    for scalar in character.unicodeScalars {
      measure.add(scalar)
    }
    return measure.width
  }

  /// The columns `text` takes on one line.
  public static func of(_ text: String) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The width of one grapheme cluster, fed a scalar at a time (so a capped cluster is
  /// measured as it is stored).
  struct Measure {
    /// The scalars added so far.
    private(set) var count = 0
    /// The width of the first scalar, then the cluster's rules applied.
    private var columns = 0
    /// Whether the first scalar is ASCII (only a keycap makes such a cluster wider).
    private var asciiBase = false
    /// Whether the first scalar is one a keycap starts with (`0`–`9`, `#`, `*`).
    private var keycapBase = false

    /// The columns the scalars added so far take: 0, 1 or 2.
    var width: Int { min(max(columns, 0), 2) }

    /// Adds the next scalar of the cluster.
    mutating func add(_ scalar: Unicode.Scalar) {
      count += 1
      let value = scalar.value
      if count == 1 {
        asciiBase = value < 0x7F
        if asciiBase {
          // Printable ASCII is one column (and stays so with marks, "e" + U+0301); a lone
          // control character takes none.
          columns = value >= 0x20 ? 1 : 0
          keycapBase = (0x30...0x39).contains(value) || value == 0x23 || value == 0x2A
        } else {
          columns = Int(utf8proc_charwidth(utf8proc_int32_t(value)))
        }
        return
      }
      if asciiBase {
        // A keycap: VS16 or U+20E3 COMBINING ENCLOSING KEYCAP after a digit, # or *.
        if keycapBase && (value == 0xFE0F || value == 0x20E3) { columns = 2 }
        return
      }
      switch value {
      case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
        columns = 2
      case 0x200D:  // ZERO WIDTH JOINER: an emoji sequence
        columns = max(columns, 2)
      case 0x1F1E6...0x1F1FF where count == 2:  // the second regional indicator of a flag
        columns = 2
      default:
        break
      }
    }
  }
}
