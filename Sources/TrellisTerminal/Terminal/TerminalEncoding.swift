import Glibc

/// The character encoding the terminal reads, as the locale tells it (`LC_ALL`, then
/// `LC_CTYPE`, then `LANG`).
///
/// Trellis writes UTF-8. On a terminal set to another encoding (ISO-8859-1, say), the
/// bytes of a UTF-8 character can read as C1 controls (0x80–0x9F: `0x9B` is CSI), so the
/// renderer writes ASCII substitutes instead (see `Renderer.asciiOnly`) when the encoding
/// is not UTF-8, and the app says how to fix the locale.
public struct TerminalEncoding: Equatable, Sendable {
  /// The locale the encoding was read from (`C` when none is set).
  public let locale: String
  /// The locale's character set as the C library names it (`nl_langinfo(CODESET)`), such
  /// as `UTF-8` or `ANSI_X3.4-1968` (ASCII, the `C` locale's).
  public let codeset: String

  /// Reads the locale from `environment`. A locale this machine does not have is judged by
  /// its name: one ending in `.UTF-8` (or `.utf8`) means the terminal reads UTF-8, as it
  /// does where the locale was set (an ssh session from another machine).
  public init(environment: [String: String]) {
    let name =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? "C"
    locale = name
    if let handle = newlocale(LC_CTYPE_MASK, name, nil) {
      codeset = String(cString: nl_langinfo_l(nl_item(CODESET), handle))
      freelocale(handle)
    } else {
      codeset = Self.namesUTF8(name) ? "UTF-8" : "unknown"
    }
  }

  /// Whether the terminal reads UTF-8.
  public var isUTF8: Bool {
    Self.namesUTF8(codeset)
  }

  /// What to tell a user whose locale is not UTF-8, in two lines: a short one that fits a
  /// status bar beside its hints (``headline``), then the whole story and what to do.
  public var advice: String {
    Self.headline + "\n" + "The locale \(locale) uses the character set \(codeset), not "
      + "UTF-8, so the screen is drawn in plain ASCII. For the full look, run the app with a "
      + "UTF-8 locale, such as LANG=C.UTF-8 (see `locale -a` for the ones installed)."
  }

  /// The first line of ``advice``, 40 columns: `Not a UTF-8 locale: drawn in plain ASCII`.
  public static let headline = "Not a UTF-8 locale: drawn in plain ASCII"

  /// Whether a codeset or locale name says UTF-8 (`UTF-8`, `utf8`, `en_US.UTF-8`).
  private static func namesUTF8(_ name: String) -> Bool {
    let folded = name.lowercased().filter { $0 != "-" }
    return folded == "utf8" || folded.hasSuffix(".utf8") || folded.contains(".utf8@")
  }
}
