/// What a terminal shows pictures with: a pixel protocol (or none, for symbols), the size of
/// a cell in pixels, whether sequences must pass through tmux, and which characters its
/// font shows. The app shell asks the terminal at start-up (``GraphicsDetector``), reads
/// the glyphs from its environment (``TerminalGlyphs``), and hands it all to the window,
/// where views read it.
public struct TerminalGraphics: Equatable, Sendable {
  /// How picture sequences reach the terminal.
  public enum Passthrough: Equatable, Sendable {
    /// Written as they are.
    case none
    /// Wrapped for tmux's passthrough (`ESC P tmux ; … ESC \`, every ESC doubled).
    case tmux
  }

  /// The protocol pictures are shown with; nil for symbols (block characters).
  public var pixelProtocol: GraphicsProtocol?
  /// A cell's width in pixels.
  public var cellWidth: Int
  /// A cell's height in pixels.
  public var cellHeight: Int
  /// How picture sequences reach the terminal.
  public var passthrough: Passthrough
  /// The characters the terminal shows as themselves: what a view may draw its symbols
  /// with (a spinner turns as `|/-\` where braille does not show). ``TerminalGlyphs/unicode``
  /// unless told; the app shell sets it from the terminal's environment.
  public var glyphs = TerminalGlyphs.unicode

  /// The cell size assumed when the terminal does not say: 10×20 pixels.
  public static let defaultCellSize = (width: 10, height: 20)

  /// Graphics as given; a cell size under one pixel becomes the default.
  public init(
    pixelProtocol: GraphicsProtocol?, cellWidth: Int = defaultCellSize.width,
    cellHeight: Int = defaultCellSize.height, passthrough: Passthrough = .none
  ) {
    self.pixelProtocol = pixelProtocol
    let known = cellWidth > 0 && cellHeight > 0
    self.cellWidth = known ? cellWidth : Self.defaultCellSize.width
    self.cellHeight = known ? cellHeight : Self.defaultCellSize.height
    self.passthrough = passthrough
  }

  /// Symbols only: what every terminal shows, and the default.
  public static let symbols = TerminalGraphics(pixelProtocol: nil)

  /// `bytes` as they must be written: wrapped for tmux when ``passthrough`` says so.
  public func wrap(_ bytes: [UInt8]) -> [UInt8] {
    passthrough == .tmux ? GraphicsSequences.tmuxPassthrough(bytes) : bytes
  }

  /// What to write when the app ends so no picture stays behind: kitty's delete-all
  /// (wrapped as needed); nothing for the other protocols, whose pictures go with the
  /// screen.
  public var cleanupSequence: [UInt8] {
    pixelProtocol == .kitty ? wrap(GraphicsSequences.kittyDeleteAll) : []
  }
}
