/// Which characters a terminal shows as themselves, as its environment tells.
///
/// - ``ascii`` when its locale is not UTF-8 (see ``TerminalEncoding``): the renderer then
///   writes an ASCII stand-in for everything else, so the decision is the encoding's.
/// - ``linuxConsole`` on the Linux console (`TERM=linux`): its fonts hold 512 glyphs at
///   most — letters, lines, blocks — and no braille, which it shows as a box or `?`.
/// - ``unicode`` elsewhere.
///
/// Views that have a plainer way to say the same thing (a spinner's `|/-\` frames) ask
/// ``shows(_:)``; they find it on their window's `graphics`.
public enum TerminalGlyphs: Equatable, Sendable {
  /// Every character: a terminal emulator reading UTF-8.
  case unicode
  /// The Linux console's fonts: no braille patterns.
  case linuxConsole
  /// Printable ASCII only.
  case ascii

  /// The glyphs of a terminal reading `encoding` whose `TERM` is `term`.
  public init(encoding: TerminalEncoding, term: String?) {
    if !encoding.isUTF8 {
      self = .ascii
    } else if term == "linux" {
      self = .linuxConsole
    } else {
      self = .unicode
    }
  }

  /// The glyphs of the terminal `environment` describes (its locale and `TERM`).
  public init(environment: [String: String]) {
    self.init(encoding: TerminalEncoding(environment: environment), term: environment["TERM"])
  }

  /// Whether every character of `text` shows as itself.
  public func shows(_ text: String) -> Bool {
    switch self {
    case .unicode:
      return true
    case .linuxConsole:
      return !text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
    case .ascii:
      return text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    }
  }
}
