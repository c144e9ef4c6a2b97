/// Turns frames (buffers) into the bytes that update a terminal's screen, writing as few
/// bytes as it can.
///
/// The renderer compares the next frame with what the screen shows (the previous frame)
/// and writes only the cells that changed. It tracks what the terminal's state is after
/// its own output — cursor position, current style (the "pen"), cursor visibility — so:
/// - the cursor moves only across gaps of unchanged cells, by the cheapest of an absolute
///   move (`CUP`), a relative one (`CUF`/`CUB`/`CUD`/`CUU`, `CR`, `CR LF`), or by writing
///   the gap's unchanged cells again when that is shorter;
/// - the style changes only when a cell's style differs from the pen, with all changes in
///   one `SGR`, starting with a reset (`0`) only when that is shorter than turning
///   attributes off one by one; colours are encoded for the terminal's `ColorDepth`;
/// - a wide glyph is written once: the terminal advances two columns;
/// - after a cluster whose width terminals disagree on (`Cell.hasUncertainWidth`: VS16, ZWJ
///   sequences, flags, skin tones, keycaps, combining marks) the next cell is reached with an
///   absolute move, and a cluster that could join the one before it (a lone skin tone) is
///   written after one, never in a run;
/// - the rest of a row that becomes blank is erased with `EL` when that is shorter.
///
/// It never relies on what the terminal does when the last column is written (autowrap on
/// or off): after writing there it moves the cursor absolutely or with a carriage return.
/// Each frame is one byte buffer, meant for one `write`, wrapped in synchronized output
/// (mode 2026) when the capabilities say the terminal answered that it supports it;
/// otherwise the cursor is hidden before the first cell is written (and shown again at the
/// end when the frame's cursor is visible), so it does not flicker across the screen. A
/// frame that changes nothing is empty.
///
/// It needs cursor addressing: a `dumb` terminal (`capabilities.isDumb`) cannot show its
/// output, and the renderer does not try to adapt to one.
///
/// The byte buffer is reused from frame to frame: after warm-up, rendering allocates
/// nothing, provided the caller does not keep the returned array past the next frame.
///
/// `render(_:cursor:)` keeps the frame it rendered as the next frame's "previous" one. To
/// avoid copying a buffer every frame, draw into two buffers in turn and render with
/// `render(from:to:cursor:)`: the renderer then holds only the buffer just rendered, and the
/// other one is free to be redrawn without a copy.
public struct Renderer {
  /// What the terminal can do; changing it repaints the whole screen on the next frame.
  public var capabilities: TerminalCapabilities {
    didSet {
      cachedStyle = .plain
      cachedDisplayStyle = .plain
      forceFullRedraw()
    }
  }

  /// Whether to write nothing but ASCII, for a terminal whose locale is not UTF-8 (see
  /// `TerminalEncoding`): a symbol that is not printable ASCII is written as its
  /// `AsciiSubstitute` stand-in, as wide as its cell, so the layout stays as drawn. Changing
  /// it repaints the whole screen on the next frame.
  public var asciiOnly = false {
    didSet {
      if asciiOnly != oldValue { forceFullRedraw() }
    }
  }

  /// The bytes of the last frame rendered (empty if it changed nothing).
  public private(set) var bytes: [UInt8] = []

  /// How picture sequences (payloads and kitty deletes) reach the terminal: as they are,
  /// or wrapped for tmux's passthrough.
  public var imagePassthrough = TerminalGraphics.Passthrough.none

  /// The pictures the screen shows, as last placed (see `ImagePlacement`).
  public internal(set) var shownImages: [ImagePlacement] = []
  /// The rectangles of pictures shown and kept this frame: never written, erased or
  /// rewritten to move the cursor.
  var keptImageRects: [Rect] = []
  /// Per row, the first column `EL` may erase from (after every kept picture on the row);
  /// empty when no picture is kept.
  var eraseFloors: [Int] = []
  /// The width of the frame being drawn.
  var frameWidth = 0

  /// Where a frame is written before it is copied to `bytes` (copied on write, so copies
  /// of a renderer never share it while writing).
  var output = OutputBuffer(capacity: 16_384)
  /// The number of bytes of the frame written to `output` so far.
  var length = 0

  /// The frame the screen shows, if known.
  private(set) var lastFrame: Buffer?
  /// Whether the next frame clears the screen and paints every cell.
  private(set) var needsFullRedraw = true
  /// A blank frame the size of the last full repaint: what the screen shows after `ED`.
  private var blankFrame = Buffer(width: 0, height: 0)

  /// The terminal's current style (down-sampled), valid when `isPenKnown`.
  var pen = Style.plain
  /// Whether `pen` is what the terminal uses; after an unknown event it is not.
  var isPenKnown = false
  /// The cursor's row, or -1 when unknown.
  var cursorRow = -1
  /// The cursor's column, or -1 when unknown (after writing the last column, the column
  /// depends on autowrap, so it is unknown even though the row is known).
  var cursorColumn = -1
  /// Whether the cursor shows: 1 yes, 0 no, -1 unknown.
  var cursorVisibility: Int8 = -1
  /// Whether the current frame has started drawing cells (the cursor is hidden first when
  /// output is not synchronized).
  var isDrawing = false

  /// The last style passed to `displayStyle(_:)` and its down-sampled form.
  var cachedStyle = Style.plain
  /// `cachedStyle` down-sampled to the colour depth.
  var cachedDisplayStyle = Style.plain

  /// A renderer for a terminal with `capabilities`. The first frame repaints everything.
  public init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
    bytes.reserveCapacity(16_384)
  }

  /// Makes the next frame clear the screen and repaint every cell (after a resize, or when
  /// the screen may have been changed by someone else). It also forgets the terminal's
  /// style and cursor state.
  public mutating func forceFullRedraw() {
    needsFullRedraw = true
    invalidateTerminalState()
  }

  /// Forgets what the renderer knows of the terminal's style, cursor position and cursor
  /// visibility (after other output went to the terminal), without repainting: the next
  /// frame sets them explicitly.
  public mutating func invalidateTerminalState() {
    isPenKnown = false
    cursorRow = -1
    cursorColumn = -1
    cursorVisibility = -1
  }

  /// Renders `next` over the last frame rendered (a full repaint the first time, or when
  /// the size changed), leaves the cursor as `cursor` says, and returns the frame's bytes.
  @discardableResult
  public mutating func render(_ next: Buffer, cursor: CursorState = .hidden) -> [UInt8] {
    let previous = lastFrame ?? blankFrame
    return render(from: previous, to: next, cursor: cursor)
  }

  /// Renders `next` over `previous`, which must be what the screen shows, leaves the
  /// cursor as `cursor` says, and returns the frame's bytes. A size change repaints all.
  @discardableResult
  public mutating func render(
    from previous: Buffer, to next: Buffer, cursor: CursorState = .hidden
  ) -> [UInt8] {
    if !isKnownUniquelyReferenced(&output) {
      output = OutputBuffer(capacity: output.capacity)
    }
    length = 0
    if capabilities.synchronizedOutput { append(Renderer.beginSynchronizedUpdate) }
    let prefixLength = length
    isDrawing = false
    let full =
      needsFullRedraw || previous.width != next.width || previous.height != next.height
    let hasImages = !next.imagePlacements.isEmpty || !shownImages.isEmpty
    if full { clearScreen(width: next.width, height: next.height) }
    let base = full ? blankFrame : previous
    if hasImages {
      drawChanges(from: prepareImages(over: base, next: next, full: full), to: next)
      placeNewImages(next)
    } else {
      drawChanges(from: base, to: next)
    }
    placeCursor(cursor, width: next.width, height: next.height, cells: next)
    // Only the cursor changed (or nothing): no update to synchronize.
    let start = isDrawing ? 0 : prefixLength
    if isDrawing && capabilities.synchronizedOutput {
      append(Renderer.endSynchronizedUpdate)
    }
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: UnsafeBufferPointer(start: output.base + start, count: length - start))
    lastFrame = next
    needsFullRedraw = false
    return bytes
  }

  /// Resets the style and erases the screen: the frame is then drawn over a blank one.
  private mutating func clearScreen(width: Int, height: Int) {
    if blankFrame.width != width || blankFrame.height != height {
      blankFrame = Buffer(width: width, height: height)
    }
    beginDrawing()
    append(Renderer.resetStyle)
    pen = .plain
    isPenKnown = true
    append(Renderer.eraseScreen)
    // A resized terminal may have moved the cursor: the first move is absolute.
    cursorRow = -1
    cursorColumn = -1
  }

  /// Called before the first cell of a frame is drawn: hides the cursor while drawing when
  /// output is not synchronized (so it does not flicker across the screen).
  mutating func beginDrawing() {
    isDrawing = true
    if !capabilities.synchronizedOutput && cursorVisibility != 0 {
      append(Renderer.hideCursor)
      cursorVisibility = 0
    }
  }

  /// Moves the cursor to the frame's cursor position and shows or hides it.
  private mutating func placeCursor(
    _ cursor: CursorState, width: Int, height: Int, cells next: Buffer
  ) {
    if cursor.isVisible && width > 0 && height > 0 {
      let row = min(max(cursor.row, 0), height - 1)
      let column = min(max(cursor.column, 0), width - 1)
      next.cells.withUnsafeBufferPointer { cells in
        moveCursor(toRow: row, column: column, cells: cells, width: width)
      }
      if cursorVisibility != 1 {
        append(Renderer.showCursor)
        cursorVisibility = 1
      }
    } else if cursorVisibility != 0 {
      append(Renderer.hideCursor)
      cursorVisibility = 0
    }
  }

  /// The down-sampled form of `style` for this terminal (remembering the last one asked).
  @inline(__always)
  mutating func displayStyle(_ style: Style) -> Style {
    if !Renderer.sameStyle(style, cachedStyle) {
      cachedStyle = style
      cachedDisplayStyle = style.downsampled(to: capabilities.colorDepth)
      cachedDisplayStyle.attributes.formIntersection(Renderer.knownAttributes)
    }
    return cachedDisplayStyle
  }

  /// Whether two styles are equal: by their bytes (a copy of a style has the same bytes),
  /// then by value.
  @inline(__always)
  static func sameStyle(_ first: Style, _ second: Style) -> Bool {
    // Two colours of 4 bytes and the attributes; for any other layout compare by value.
    guard MemoryLayout<Style>.size == 9 else { return first == second }
    let sameBytes = withUnsafeBytes(of: first) { left in
      withUnsafeBytes(of: second) { right in
        left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
          && left.loadUnaligned(fromByteOffset: 8, as: UInt8.self)
            == right.loadUnaligned(fromByteOffset: 8, as: UInt8.self)
      }
    }
    return sameBytes || first == second
  }

  /// The attributes the renderer knows how to write; other bits are ignored.
  static let knownAttributes: TextAttributes = [.bold, .dim, .italic, .underline, .reverse]

  /// `ESC [ ? 2026 h`: the terminal holds the screen until the update ends.
  static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  /// `ESC [ ? 2026 l`: the terminal shows the update.
  static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)
  /// `ESC [ 0 m`: the default style.
  static let resetStyle: [UInt8] = Array("\u{1B}[0m".utf8)
  /// `ESC [ 2 J`: erase the whole screen.
  static let eraseScreen: [UInt8] = Array("\u{1B}[2J".utf8)
  /// `ESC [ K`: erase from the cursor to the end of the line.
  static let eraseLine: [UInt8] = Array("\u{1B}[K".utf8)
  /// `ESC [ ? 25 l`: hide the cursor.
  static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
  /// `ESC [ ? 25 h`: show the cursor.
  static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
}

/// A renderer can move between threads like any value: its one reference, the output
/// memory, is copied on write (checked at the start of each frame), as an array's is.
extension Renderer: @unchecked Sendable {}
