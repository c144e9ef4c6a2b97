import Foundation

/// The key two route texts are compared by when the question is "could a user take one
/// for the other": percent escapes decoded (until none is left), compatibility forms
/// folded (full-width `ｔａｓｋｓ` is `tasks`), case folded, accents and invisible
/// characters dropped, and letters that look like Latin ones (Cyrillic `а`, Greek `ο`)
/// taken as those. `Tasks`, `tаsks` (Cyrillic а), `tasks%2Fnew` and `ｔａｓｋｓ` all fold to
/// `tasks` (and `tasks/new`).
///
/// The host uses it to keep a plugin's id prefix for that plugin and the shell's routes for
/// the shell (see ``PluginContext/route(_:title:presentation:screen:)``); routes are still
/// matched exactly.
enum RouteFolding {
  /// The folded form of `text` (one segment or a whole path).
  static func fold(_ text: String) -> String {
    var decoded = text
    // `%252F` is `%2F` once decoded, `/` twice: decode until nothing changes.
    for _ in 0..<8 {
      guard let next = decoded.removingPercentEncoding, next != decoded else { break }
      decoded = next
    }
    let folded = decoded.precomposedStringWithCompatibilityMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var scalars = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      if isInvisible(scalar) { continue }
      if let latin = lookAlikes[scalar] {
        scalars.append(contentsOf: latin.unicodeScalars)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars).lowercased()
  }

  /// The folded segments of `text`: folded, then split at `/` (an escaped `/` included).
  static func segments(_ text: String) -> [String] {
    fold(text).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// The folded first segment of `text`, or "" when it has none.
  static func firstSegment(_ text: String) -> String {
    segments(text).first ?? ""
  }

  /// Characters that draw nothing: zero-width spaces and joiners, soft hyphens, marks.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isDefaultIgnorableCodePoint { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// Lowercase letters of other scripts that draw like Latin letters or digits (after case
  /// folding, so only lowercase forms are listed), and Latin letters that draw like others.
  private static let lookAlikes: [Unicode.Scalar: String] = {
    let pairs: [(String, String)] = [
      // Cyrillic
      ("а", "a"), ("б", "6"), ("в", "b"), ("г", "r"), ("е", "e"), ("ё", "e"), ("з", "3"),
      ("и", "u"), ("к", "k"), ("л", "n"), ("м", "m"), ("н", "h"), ("о", "o"), ("п", "n"),
      ("р", "p"), ("с", "c"), ("т", "t"), ("у", "y"), ("х", "x"), ("ш", "w"), ("ъ", "b"),
      ("ь", "b"), ("ѕ", "s"), ("і", "i"), ("ї", "i"), ("ј", "j"), ("ԁ", "d"), ("ԛ", "q"),
      ("ԝ", "w"), ("һ", "h"), ("ӏ", "l"), ("ɡ", "g"), ("ү", "y"), ("ғ", "f"), ("ԍ", "g"),
      // Greek
      ("α", "a"), ("β", "b"), ("γ", "y"), ("ε", "e"), ("η", "n"), ("ι", "i"), ("κ", "k"),
      ("ν", "v"), ("ο", "o"), ("ρ", "p"), ("σ", "o"), ("ς", "c"), ("τ", "t"), ("υ", "u"),
      ("χ", "x"), ("ω", "w"), ("ϲ", "c"), ("ϳ", "j"), ("μ", "u"), ("ζ", "z"),
      // Latin and others that look like plainer letters
      ("ı", "i"), ("ȷ", "j"), ("ℓ", "l"), ("ſ", "s"), ("ɑ", "a"), ("ɩ", "i"),
      ("ʀ", "r"), ("ꞵ", "b"), ("ᴀ", "a"), ("ʏ", "y"), ("ᴋ", "k"), ("ᴍ", "m"), ("ɴ", "n"),
      ("ᴏ", "o"), ("ᴘ", "p"), ("ꜱ", "s"), ("ᴛ", "t"), ("ᴜ", "u"), ("ᴠ", "v"), ("ᴡ", "w"),
      ("ᴢ", "z"), ("ɪ", "i"), ("ʜ", "h"), ("ɢ", "g"), ("ᴄ", "c"), ("ᴅ", "d"), ("ᴇ", "e"),
      ("ʟ", "l"),
      // Digits taken for letters
      ("0", "o"), ("1", "l"),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for (from, to) in pairs {
      guard let scalar = from.unicodeScalars.first else { continue }
      table[scalar] = to
    }
    return table
  }()
}
