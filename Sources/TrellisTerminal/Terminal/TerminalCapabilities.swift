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

/// What the terminal can do, read from the environment (`COLORTERM`, `TERM`, `NO_COLOR`).
public struct TerminalCapabilities: Equatable, Sendable {
  /// The colours the terminal shows; the renderer down-samples styles to this.
  public var colorDepth: ColorDepth
  /// Whether the terminal is `dumb`: no cursor addressing, no modes.
  public var isDumb: Bool
  /// Whether to bracket each frame with synchronized output (mode 2026).
  public var synchronizedOutput: Bool
  /// Whether the terminal may take clipboard writes (OSC 52). No terminal answers whether
  /// it did; the Linux console and `dumb` terminals are known not to.
  public var clipboard: Bool

  /// Capabilities given explicitly.
  public init(
    colorDepth: ColorDepth, isDumb: Bool = false, synchronizedOutput: Bool = true,
    clipboard: Bool = true
  ) {
    self.colorDepth = colorDepth
    self.isDumb = isDumb
    self.clipboard = clipboard && !isDumb
    self.synchronizedOutput = synchronizedOutput
  }

  /// Capabilities read from `environment`:
  /// `NO_COLOR` (any value) turns colour off; `TERM=dumb` means no colour and no modes;
  /// `TRELLIS_CLIPBOARD=off` (or the Linux console) means no clipboard writes;
  /// `COLORTERM=truecolor` or `24bit` means 24-bit colour; a `TERM` containing `256color`
  /// means 256 colours; any other terminal gets the 16 ANSI colours.
  public init(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    isDumb = term == "dumb" || term.isEmpty
    synchronizedOutput = !isDumb
    let clipboardSetting = (environment["TRELLIS_CLIPBOARD"] ?? "").lowercased()
    clipboard =
      !isDumb && !["linux", "vt100", "vt220", "cons25"].contains(term)
      && !["0", "off", "no", "false"].contains(clipboardSetting)
    if isDumb || environment["NO_COLOR"].map({ !$0.isEmpty }) == true {
      colorDepth = .none
    } else if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      colorDepth = .trueColor
    } else if term.contains("256color") {
      colorDepth = .indexed256
    } else {
      colorDepth = .ansi16
    }
  }
}
