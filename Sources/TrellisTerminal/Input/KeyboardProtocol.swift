/// How the terminal encodes keys, which ``InputDecoder`` must know to read them right.
///
/// A terminal speaks the legacy encodings until the program turns the kitty keyboard
/// protocol on, which ``Terminal`` does only when the terminal answered the query
/// ``kittyQuery`` (see ``TerminalCapabilities/kittyKeyboard``).
public enum KeyboardProtocol: Equatable, Sendable {
  /// The legacy encodings: a lone ESC may be Escape or the start of a sequence (so it waits
  /// for the Esc timeout), Tab and Ctrl-I are one byte, and Meta (modifier bit 8) reads as
  /// Alt.
  case legacy
  /// The kitty keyboard protocol with progressive enhancement flag 1, "disambiguate escape
  /// codes": Escape arrives as `CSI 27 u`, whole, so it needs no Esc timeout (a lone ESC
  /// byte is the start of a sequence a read cut short, and waits as in legacy); Ctrl, Alt
  /// and their combinations with text keys arrive as `CSI code ; modifiers u` (Ctrl-I is
  /// `CSI 105 ; 5 u`, while Tab stays 0x09); modifier bit 8 is Super, 16 Hyper, 32 Meta
  /// (the lock bits are dropped). `CSI code:shifted ; modifiers:event u` keeps its
  /// sub-parameters: the shifted key names the character, a release is skipped.
  case kitty

  /// `CSI ? u`: asks for the kitty keyboard flags. A terminal that speaks the protocol
  /// answers `CSI ? flags u` (``TerminalResponse/keyboardFlags(_:)``); others stay silent.
  public static let kittyQuery: [UInt8] = Array("\u{1B}[?u".utf8)
  /// `CSI > 1 u`: pushes flag 1 (disambiguate escape codes) onto the screen's stack.
  public static let kittyPush: [UInt8] = Array("\u{1B}[>1u".utf8)
  /// `CSI < u`: pops the entry ``kittyPush`` pushed, putting back the encoding the
  /// terminal had before.
  public static let kittyPop: [UInt8] = Array("\u{1B}[<u".utf8)
}
