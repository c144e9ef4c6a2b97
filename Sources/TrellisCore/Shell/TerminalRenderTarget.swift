import TrellisTerminal

/// Frames written to a real ``Terminal`` through a ``Renderer``: only the cells that
/// changed, one write per frame.
public final class TerminalRenderTarget: RenderTarget {
  /// The terminal written to.
  public let terminal: Terminal
  private var renderer: Renderer

  /// A target writing to `terminal`, encoding for its capabilities (in ASCII stand-ins when
  /// its locale is not UTF-8, see `TerminalEncoding`).
  public init(terminal: Terminal) {
    self.terminal = terminal
    renderer = Renderer(capabilities: terminal.capabilities)
    renderer.asciiOnly = !terminal.encoding.isUTF8
  }

  /// The terminal's size now.
  public var size: TerminalSize {
    terminal.size
  }

  /// Renders the frame against the last one, for the terminal's capabilities now (they
  /// change once the terminal answered the start-up queries: the frame is then drawn
  /// whole), and writes the bytes.
  /// - Throws: `TerminalError.writeFailed` when the terminal refuses them.
  public func present(_ frame: Buffer, cursor: CursorState) throws {
    let capabilities = terminal.capabilities
    if renderer.capabilities != capabilities { renderer.capabilities = capabilities }
    let bytes = renderer.render(frame, cursor: cursor)
    try terminal.write(bytes)
  }

  /// The terminal's capabilities.
  public var capabilities: TerminalCapabilities {
    terminal.capabilities
  }

  /// Writes `bytes` to the terminal at once.
  /// - Throws: `TerminalError.writeFailed` when the terminal refuses them.
  public func writeControl(_ bytes: [UInt8]) throws {
    try terminal.write(bytes)
  }

  /// Wraps later pictures as `graphics` says (for tmux's passthrough, say).
  public func useGraphics(_ graphics: TerminalGraphics) {
    renderer.imagePassthrough = graphics.passthrough
  }

  /// The next frame clears the screen and repaints every cell.
  public func forceFullRedraw() {
    renderer.forceFullRedraw()
  }
}
