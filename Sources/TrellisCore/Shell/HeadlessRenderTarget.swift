import TrellisTerminal

/// Frames rendered into a ``HeadlessTerminal``: the real renderer's bytes applied to an
/// emulated screen, for tests and `--headless` runs.
public final class HeadlessRenderTarget: RenderTarget {
  /// The terminal in memory the frames go to.
  public let terminal: HeadlessTerminal

  /// A target rendering into `terminal`.
  public init(terminal: HeadlessTerminal) {
    self.terminal = terminal
  }

  /// A target rendering into a new headless terminal of `size`.
  public convenience init(size: TerminalSize) {
    self.init(terminal: HeadlessTerminal(width: size.width, height: size.height))
  }

  /// The emulated screen's size.
  public var size: TerminalSize {
    TerminalSize(width: terminal.width, height: terminal.height)
  }

  /// Renders the frame into the headless terminal.
  public func present(_ frame: Buffer, cursor: CursorState) {
    terminal.render(frame, cursor: cursor)
  }

  /// The emulated terminal's capabilities.
  public var capabilities: TerminalCapabilities {
    terminal.capabilities
  }

  /// Hands `bytes` to the emulated terminal (they show in its `bytesWritten`).
  public func writeControl(_ bytes: [UInt8]) {
    terminal.write(bytes)
  }

  /// Wraps later pictures as `graphics` says (for tmux's passthrough, say).
  public func useGraphics(_ graphics: TerminalGraphics) {
    terminal.imagePassthrough = graphics.passthrough
  }

  /// The next frame repaints everything.
  public func forceFullRedraw() {
    terminal.forceFullRedraw()
  }

  /// Changes the emulated screen's size, as a resized window does.
  public func resize(to size: TerminalSize) {
    terminal.resize(width: size.width, height: size.height)
  }
}
