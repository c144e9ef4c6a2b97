/// Works out which pixel protocol a terminal speaks from its answers to queries — asked,
/// not guessed from `TERM`.
///
/// The queries (``queries``) are a kitty graphics query, XTVERSION, the cell size in pixels
/// (`CSI 16 t`) and, last, DA1, which every terminal answers: once its reply arrives, the
/// replies to the others have arrived too, so a terminal that answers nothing costs one
/// round trip (or the caller's timeout when even DA1 is lost). Feed it every
/// ``TerminalResponse`` that arrives; ``graphics(fallbackCellSize:)`` is the verdict: kitty
/// when the kitty query was answered `OK`; iTerm2 when XTVERSION names iTerm2 or WezTerm;
/// sixel when DA1 lists attribute 4; otherwise symbols.
///
/// Inside tmux, kitty and iTerm2 need tmux's passthrough: with `allow-passthrough` on, the
/// kitty and XTVERSION queries go through it to the outer terminal (and the verdict waits
/// for an answer from there, or the timeout); with it off they are not asked. Sixel is
/// tmux's own (tmux built with sixel lists attribute 4 itself) and is never wrapped.
public struct GraphicsDetector: Sendable {
  /// Whether the program runs inside tmux, and whether tmux lets sequences through.
  public enum Tmux: Equatable, Sendable {
    /// Not inside tmux (`TMUX` unset).
    case outside
    /// Inside tmux with `allow-passthrough` on.
    case passthroughAllowed
    /// Inside tmux with `allow-passthrough` off (or unknown).
    case passthroughRefused
  }

  /// What the user asked for (`TRELLIS_IMAGES`).
  public let preference: GraphicsPreference
  /// Whether the program runs inside tmux.
  public let tmux: Tmux
  /// Whether the kitty query was answered `OK` (true), with an error (false), or not yet.
  public private(set) var kittyAnswer: Bool?
  /// The DA1 attributes, once answered.
  public private(set) var deviceAttributes: [Int]?
  /// The XTVERSION text, once answered.
  public private(set) var terminalVersion: String?
  /// A cell's size in pixels, once answered.
  public private(set) var cellPixelSize: (width: Int, height: Int)?

  /// A detector for a terminal reached as `tmux` says, honouring `preference`.
  public init(preference: GraphicsPreference = .auto, tmux: Tmux = .outside) {
    self.preference = preference
    self.tmux = tmux
  }

  /// Whether anything needs asking: not when the user wants symbols.
  public var asks: Bool {
    preference != .symbols
  }

  /// The bytes to write: the kitty query and XTVERSION (through tmux when inside it; left
  /// out when tmux refuses passthrough), the cell size query, then DA1. Empty when
  /// ``asks`` is false.
  public var queries: [UInt8] {
    guard asks else { return [] }
    var bytes: [UInt8] = []
    switch tmux {
    case .outside:
      bytes += GraphicsSequences.kittyQuery + GraphicsSequences.terminalVersionQuery
    case .passthroughAllowed:
      bytes += GraphicsSequences.tmuxPassthrough(GraphicsSequences.kittyQuery)
      bytes += GraphicsSequences.tmuxPassthrough(GraphicsSequences.terminalVersionQuery)
    case .passthroughRefused:
      break
    }
    return bytes + GraphicsSequences.cellSizeQuery
      + GraphicsSequences.primaryDeviceAttributesQuery
  }

  /// Takes a reply into account; false for a response that answers none of the queries.
  @discardableResult
  public mutating func receive(_ response: TerminalResponse) -> Bool {
    switch response {
    case .kittyGraphics(let id, let message):
      guard id == nil || id == GraphicsSequences.kittyQueryID else { return false }
      kittyAnswer = message == "OK"
    case .primaryDeviceAttributes(let attributes):
      if deviceAttributes == nil { deviceAttributes = attributes }
    case .terminalVersion(let text):
      terminalVersion = text
    case .cellPixelSize(let width, let height):
      guard width > 0, height > 0 else { return false }
      cellPixelSize = (width, height)
    case .windowPixelSize, .modeReport, .keyboardFlags:
      return false
    }
    return true
  }

  /// Whether every answer that will come has come: DA1 was answered (inside tmux with
  /// passthrough, the outer terminal must also have answered the kitty query or
  /// XTVERSION, since tmux answers DA1 before the outer terminal's replies get back).
  public var isComplete: Bool {
    guard asks else { return true }
    guard deviceAttributes != nil else { return false }
    if tmux == .passthroughAllowed { return kittyAnswer != nil || terminalVersion != nil }
    return true
  }

  /// The graphics to use, from the answers so far; a cell size the terminal did not give
  /// is `fallbackCellSize` (from `TIOCGWINSZ`), else the default.
  public func graphics(fallbackCellSize: (width: Int, height: Int)? = nil) -> TerminalGraphics {
    let size = cellPixelSize ?? fallbackCellSize ?? TerminalGraphics.defaultCellSize
    guard let chosen = chosenProtocol else { return .symbols }
    let wrapped = tmux == .passthroughAllowed && chosen != .sixel
    return TerminalGraphics(
      pixelProtocol: chosen, cellWidth: size.width, cellHeight: size.height,
      passthrough: wrapped ? .tmux : .none)
  }

  /// The protocol the preference and the answers pick, if any.
  private var chosenProtocol: GraphicsProtocol? {
    switch preference {
    case .symbols:
      return nil
    case .forced(let forced):
      return forced != .sixel && tmux == .passthroughRefused ? nil : forced
    case .auto:
      if kittyAnswer == true && tmux != .passthroughRefused { return .kitty }
      if let version = terminalVersion?.lowercased(), tmux != .passthroughRefused,
        version.contains("iterm2") || version.contains("wezterm")
      {
        return .iterm2
      }
      if deviceAttributes?.contains(4) == true { return .sixel }
      return nil
    }
  }
}
