/// How many colours a terminal shows.
public enum ColorDepth: Int, Comparable, Sendable {
  /// No colour at all (`NO_COLOR` set, or `TERM=dumb`): attributes only.
  case none = 0
  /// The 16 ANSI colours.
  case ansi16 = 16
  /// The 256-colour palette.
  case indexed256 = 256
  /// 24-bit colour.
  case trueColor = 16_777_216

  /// Orders depths by how many colours they show.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// What the terminal can do: colours and erasing from the environment and terminfo, and
/// what only the terminal itself can say — synchronized output and the kitty keyboard
/// protocol — from its answers (see ``TerminalProbe``).
public struct TerminalCapabilities: Equatable, Sendable {
  /// The colours the terminal shows; the renderer down-samples styles to this.
  public var colorDepth: ColorDepth
  /// Whether the terminal is `dumb`: no cursor addressing, no modes.
  public var isDumb: Bool
  /// Whether to bracket each frame with synchronized output (mode 2026). When false, the
  /// renderer hides the cursor while it writes a frame instead.
  public var synchronizedOutput: Bool
  /// Whether erasing (`EL`, `ED`) fills with the current background colour (`bce`). When
  /// false, the renderer erases only with the default background and writes spaces for
  /// a coloured one.
  public var backgroundColorErase: Bool
  /// Whether the terminal speaks the kitty keyboard protocol (it answered `CSI ? u`).
  public var kittyKeyboard: Bool
  /// Whether the terminal may take clipboard writes (OSC 52). No terminal answers whether
  /// it did; the Linux console and `dumb` terminals are known not to.
  public var clipboard: Bool

  /// Capabilities given explicitly.
  public init(
    colorDepth: ColorDepth, isDumb: Bool = false, synchronizedOutput: Bool = true,
    backgroundColorErase: Bool = true, kittyKeyboard: Bool = false, clipboard: Bool = true
  ) {
    self.colorDepth = colorDepth
    self.isDumb = isDumb
    self.clipboard = clipboard && !isDumb
    self.synchronizedOutput = synchronizedOutput
    self.backgroundColorErase = backgroundColorErase
    self.kittyKeyboard = kittyKeyboard
  }

  /// Capabilities read from `environment` and the terminfo entry for its `TERM` (looked up
  /// as ``TerminfoEntry/init(term:environment:)`` says). See
  /// ``init(environment:terminfo:)``.
  public init(environment: [String: String]) {
    let terminfo = TerminfoEntry(term: environment["TERM"] ?? "", environment: environment)
    self.init(environment: environment, terminfo: terminfo)
  }

  /// Capabilities read from `environment` and `terminfo` (the entry for `TERM`, or nil):
  /// - `TERM=dumb` (or none) means no colour and no modes; `NO_COLOR` (any value) turns
  ///   colour off; `TRELLIS_CLIPBOARD=off` (or the Linux console) means no clipboard writes.
  /// - 24-bit colour when the terminal is a ``KnownTerminal`` that shows it; when it is
  ///   none Trellis knows, when terminfo says so (`RGB`, `Tc`, `colors` of 2^24), `TERM`
  ///   ends in `-direct`, or `COLORTERM` is `truecolor` or `24bit` on a terminal that shows
  ///   at least 256 colours. `COLORTERM` alone, on a known terminal that lacks 24-bit
  ///   colour (screen, macOS Terminal) or an 8-colour one, is not enough.
  /// - Else 256 colours when terminfo says at least 256 or `TERM` contains `256color`;
  ///   else the 16 ANSI colours.
  /// - Back-colour-erase as the known terminal's own entry has it, else as `terminfo` says;
  ///   false when neither says.
  /// - Synchronized output and the kitty keyboard protocol are off: only the terminal's
  ///   answers turn them on.
  public init(environment: [String: String], terminfo: TerminfoEntry?) {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let known = KnownTerminal(environment: environment)
    isDumb = term == "dumb" || term.isEmpty
    synchronizedOutput = false
    kittyKeyboard = false
    backgroundColorErase = known?.backgroundColorErase ?? terminfo?.backColorErase ?? false
    let clipboardSetting = (environment["TRELLIS_CLIPBOARD"] ?? "").lowercased()
    clipboard =
      !isDumb && !["linux", "vt100", "vt220", "cons25"].contains(term)
      && !["0", "off", "no", "false"].contains(clipboardSetting)
    let shows256 = (terminfo?.colors ?? 0) >= 256 || term.contains("256color")
    let saysTrueColor =
      terminfo?.directColor == true || term.hasSuffix("-direct")
      || (shows256 && (colorTerm == "truecolor" || colorTerm == "24bit"))
    if isDumb || environment["NO_COLOR"].map({ !$0.isEmpty }) == true {
      colorDepth = .none
    } else if known.map({ $0.trueColor }) ?? saysTrueColor {
      colorDepth = .trueColor
    } else if shows256 {
      colorDepth = .indexed256
    } else {
      colorDepth = .ansi16
    }
  }
}
