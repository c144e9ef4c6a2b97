import CUtf8proc

/// How many terminal columns text takes, from utf8proc's width tables.
///
/// A grapheme cluster is as wide as its first scalar (combining marks and joiners add
/// nothing), except that an emoji presentation selector (VS16), a zero-width-joiner
/// sequence or a regional-indicator pair makes it two columns.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F {
      // ASCII: printable ones are one column; a lone control character takes none. A
      // cluster like "e" + U+0301 stays one column.
      return first.value >= 0x20 ? 1 : 0
    }
    var width = Int(utf8proc_charwidth(utf8proc_int32_t(first.value)))
    var count = 0
    for scalar in scalars {
      count += 1
      switch scalar.value {
      case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
        width = 2
      case 0x200D:  // ZERO WIDTH JOINER: an emoji sequence
        width = max(width, 2)
      case 0x1F1E6...0x1F1FF where count == 2:  // the second regional indicator of a flag
        width = 2
      default:
        break
      }
    }
    return min(max(width, 0), 2)
  }

  /// The columns `text` takes on one line.
  public static func of(_ text: String) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }
}
