/// A terminal in memory: the real renderer writes into it, and a small emulator applies the
/// bytes to a screen that tests (and `--headless` runs) can read back.
///
/// ```swift
/// let terminal = HeadlessTerminal(width: 20, height: 2)
/// var frame = Buffer(width: 20, height: 2)
/// frame.write("Hello", column: 0, row: 0, style: Style(foreground: .green))
/// terminal.render(frame)
/// terminal.lines                              // ["Hello", ""]
/// terminal.style(atColumn: 0, row: 0)         // foreground .green
/// terminal.lastFrameBytes                     // what a real terminal would have received
/// ```
///
/// Colours on the screen are as the terminal shows them: down-sampled to the capabilities'
/// colour depth (see `Style.downsampled(to:)`).
public final class HeadlessTerminal {
  /// The renderer that produces the bytes, as for a real terminal.
  private var renderer: Renderer
  /// The emulated screen.
  private var emulator: ScreenEmulator

  /// Every byte written so far, frames and `write(_:)` alike.
  public private(set) var bytesWritten: [UInt8] = []
  /// The bytes of the last frame rendered (empty if it changed nothing).
  public private(set) var lastFrameBytes: [UInt8] = []
  /// How many frames were rendered.
  public private(set) var frameCount = 0

  /// How picture sequences are wrapped (tmux passthrough or not), as for a real terminal.
  public var imagePassthrough: TerminalGraphics.Passthrough {
    get { renderer.imagePassthrough }
    set { renderer.imagePassthrough = newValue }
  }

  /// The pictures the renderer has placed on the screen.
  public var shownImages: [ImagePlacement] { renderer.shownImages }

  /// A blank screen of `width`×`height` for a terminal with `capabilities` (24-bit colour
  /// and synchronized output by default). `autowrap` is the terminal's line-wrap mode
  /// (DECAWM), off as while an application runs.
  public init(
    width: Int, height: Int,
    capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor),
    autowrap: Bool = false
  ) {
    renderer = Renderer(capabilities: capabilities)
    emulator = ScreenEmulator(width: max(0, width), height: max(0, height), autowrap: autowrap)
  }

  /// The number of columns.
  public var width: Int { emulator.screen.width }
  /// The number of rows.
  public var height: Int { emulator.screen.height }
  /// What the renderer was told the terminal can do.
  public var capabilities: TerminalCapabilities { renderer.capabilities }

  /// Renders `buffer` (the size of the screen) and applies the bytes to the screen,
  /// leaving the cursor as `cursor` says.
  public func render(_ buffer: Buffer, cursor: CursorState = .hidden) {
    lastFrameBytes = renderer.render(buffer, cursor: cursor)
    frameCount += 1
    apply(lastFrameBytes)
  }

  /// Applies bytes written by something other than the renderer (mode changes, say). The
  /// renderer does not know about them: call `forceFullRedraw()` if they changed the screen.
  public func write(_ bytes: [UInt8]) {
    apply(bytes)
  }

  /// Changes the screen's size, as a resized window does; the next frame repaints it all.
  public func resize(width: Int, height: Int) {
    emulator.resize(width: max(0, width), height: max(0, height))
    renderer.forceFullRedraw()
  }

  /// Makes the next frame clear the screen and repaint every cell.
  public func forceFullRedraw() {
    renderer.forceFullRedraw()
  }

  /// Every row's text, continuation cells skipped and trailing spaces trimmed.
  public var lines: [String] { emulator.screen.lines }

  /// The screen's text: `lines` joined with newlines.
  public var screen: String { lines.joined(separator: "\n") }

  /// The cell at (`column`, `row`) as the screen shows it (a blank outside the screen).
  public func cell(atColumn column: Int, row: Int) -> Cell {
    emulator.screen[column, row]
  }

  /// The style of the cell at (`column`, `row`).
  public func style(atColumn column: Int, row: Int) -> Style {
    emulator.screen[column, row].style
  }

  /// The screen's cells as a buffer.
  public var buffer: Buffer { emulator.screen }

  /// Where the cursor is and whether it shows.
  public var cursor: CursorState {
    CursorState(
      column: emulator.cursorColumn, row: emulator.cursorRow, isVisible: emulator.cursorVisible)
  }

  /// The style the terminal writes text in now.
  public var currentStyle: Style { emulator.pen }

  /// Whether a synchronized update (mode 2026) was begun and not yet ended.
  public var isInSynchronizedUpdate: Bool { emulator.synchronizedUpdate }

  /// Whether writing past the last column wraps (DECAWM, set with `CSI ? 7 h`).
  public var autowrap: Bool { emulator.autowrap }

  /// Private modes set with `CSI ? n h` (other than 7, 25 and 2026, reported above).
  public var privateModes: Set<Int> { emulator.modes }

  /// The OSC, DCS and APC strings written (picture payloads, kitty deletes, queries), in
  /// order, each starting with its introducer byte (`]`, `P` or `_`), without terminator.
  public var controlStrings: [[UInt8]] { emulator.strings }

  /// Everything in the output a real terminal might have treated differently — a line
  /// wrap or scroll, a move off the screen, an unknown or malformed sequence, a control
  /// byte in text. The renderer's output should never cause any.
  public var anomalies: [String] { emulator.anomalies }

  /// Records `bytes` and applies them to the screen.
  private func apply(_ bytes: [UInt8]) {
    bytesWritten.append(contentsOf: bytes)
    emulator.receive(bytes)
  }
}
