import CUtf8proc

/// How many terminal columns text takes: the count terminals keep, cell by cell.
///
/// Terminals give each scalar the width `wcwidth` gives it (glibc's tables, which tmux,
/// screen, ncurses programs and the shell use): most letters 1, CJK and emoji 2, combining
/// marks, joiners, selectors and Hangul's medial and final jamo 0 — and a spacing mark such
/// as Devanagari's vowel sign `ि` 1, even inside a grapheme cluster. So `क्षत्रिय` is six
/// columns, not three. Only a few sequences share one cell of two columns
/// (see ``TerminalCluster``): emoji joined with ZWJ, flags, keycaps, skin tones, and the
/// emoji presentation selector (VS16) after a pictograph.
///
/// The widths come from utf8proc's tables, corrected to glibc's where they differ
/// (``of(_:)-(Unicode.Scalar)``); a test holds them to `wcwidth` for every scalar glibc
/// knows. Terminals still disagree on the emoji sequences; the renderer moves the cursor
/// absolutely after such a cluster rather than trust the count (see
/// `Cell.hasUncertainWidth`).
public enum DisplayWidth {
  /// The columns one scalar takes on its own: 0, 1 or 2, as `wcwidth` counts (a control
  /// character 0).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    switch value {
    // Hangul Jamo medial vowels and final consonants: they join the leading consonant
    // before them into one syllable, two columns in all.
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
    // Prepended concatenation marks (the Arabic number sign, …): shown on their own.
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return 1
    // Circled numbers on black squares, Yijing hexagram symbols: glibc counts them wide.
    case 0x3248...0x324F, 0x4DC0...0x4DFF: return 2
    default: break
    }
    let property = utf8proc_get_property(utf8proc_int32_t(value)).pointee
    // A spacing mark takes a column of its own, or two (utf8proc gives it none).
    if UInt32(property.category) == UTF8PROC_CATEGORY_MC.rawValue {
      return max(Int(property.charwidth), 1)
    }
    return Int(property.charwidth)
  }

  /// The columns `character` takes: the sum of its ``TerminalCluster``s' widths (more than
  /// two for a cluster of several spacing letters, `त्रि` is three).
  public static func of(_ character: Character) -> Int {
    of(character.unicodeScalars)
  }

  /// The columns `text` takes on one line.
  public static func of(_ text: String) -> Int {
    of(text.unicodeScalars)
  }

  /// The columns `scalars` take: the sum of their ``TerminalCluster``s' widths.
  static func of(_ scalars: some Collection<Unicode.Scalar>) -> Int {
    var total = 0
    var cluster = TerminalCluster.Scanner()
    for scalar in scalars { total += cluster.add(scalar) ?? 0 }
    return total + cluster.width
  }
}
