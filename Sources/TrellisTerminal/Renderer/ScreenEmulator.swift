/// A small terminal emulator: applies the bytes a program writes to an in-memory screen.
///
/// It understands what the renderer and the terminal setup emit — UTF-8 text (one grapheme
/// cluster a cell, wide glyphs taking two columns), `CR`, `LF`, `CUP`, `CUU`/`CUD`/`CUF`/
/// `CUB`, `ED`, `EL`, `SGR`, and private modes (`?25` cursor, `?7` autowrap, `?2026`
/// synchronized output, the rest remembered) — and behaves as xterm does: writing over
/// half of a wide glyph blanks the other half, erasing fills with the current background,
/// and with autowrap on, writing past the last column wraps to the next line (scrolling at
/// the bottom). Like a terminal that segments grapheme clusters, it joins text written
/// straight after a glyph (no cursor move between) to that glyph when the two make one
/// cluster: 👍 then 🏽 is one 👍🏽, two regional indicators one flag. Anything else, and
/// anything a real terminal might do differently (a wrap, a scroll, a move off the screen,
/// a control byte in text, a join), is recorded in `anomalies`.
struct ScreenEmulator {
  /// The screen's cells.
  private(set) var screen: Buffer
  /// The cursor's row.
  private(set) var cursorRow = 0
  /// The cursor's column.
  private(set) var cursorColumn = 0
  /// Whether the last column was written with autowrap on: the next glyph wraps first.
  private var pendingWrap = false
  /// Where the last glyph was written, while the cursor has not moved since: text that
  /// continues its cluster joins it.
  private var lastGlyph: (column: Int, row: Int)?
  /// Whether the cursor shows.
  private(set) var cursorVisible = true
  /// The style text is written in.
  private(set) var pen = Style.plain
  /// Whether writing past the last column wraps (DECAWM).
  private(set) var autowrap: Bool
  /// Whether a synchronized update (mode 2026) is open.
  private(set) var synchronizedUpdate = false
  /// Private modes set with `CSI ? n h` other than 7, 25 and 2026.
  private(set) var modes: Set<Int> = []
  /// What a real terminal might have done differently, in order.
  private(set) var anomalies: [String] = []
  /// The OSC, DCS and APC strings received (pictures, queries), each with its introducer
  /// (`]`, `P` or `_`) first and without its terminator; inside a string `ESC ESC` is one
  /// ESC, as tmux's passthrough doubles them.
  private(set) var strings: [[UInt8]] = []

  /// Where the parser is in an escape sequence.
  private enum State {
    case ground
    case escape
    case controlSequence
    case string
    case stringEscape
  }
  private var state = State.ground
  /// Printable bytes not yet put on the screen.
  private var text: [UInt8] = []
  /// The parameter bytes of the control sequence being read.
  private var parameters: [UInt8] = []

  /// A blank screen of `width`×`height` with the cursor at the top left.
  init(width: Int, height: Int, autowrap: Bool) {
    screen = Buffer(width: width, height: height)
    self.autowrap = autowrap
  }

  /// Applies `bytes` to the screen.
  mutating func receive(_ bytes: [UInt8]) {
    for byte in bytes {
      switch state {
      case .ground:
        receiveInGround(byte)
      case .escape:
        if byte == 0x5B {
          parameters.removeAll()
          state = .controlSequence
        } else if byte == 0x5D || byte == 0x50 || byte == 0x5F {
          strings.append([byte])
          state = .string
        } else {
          note("unsupported escape ESC \(Character(Unicode.Scalar(byte)))")
          state = .ground
        }
      case .controlSequence:
        if byte >= 0x40 && byte <= 0x7E {
          state = .ground
          performControlSequence(final: byte, parameters: parameters)
        } else if byte >= 0x20 && byte <= 0x3F {
          parameters.append(byte)
        } else {
          note("byte \(byte) inside a control sequence")
          state = .ground
        }
      case .string:
        receiveInString(byte)
      case .stringEscape:
        if byte == 0x5C {
          state = .ground
        } else if byte == 0x1B {
          strings[strings.count - 1].append(byte)
          state = .string
        } else {
          note("string cut by ESC \(Character(Unicode.Scalar(byte)))")
          state = .ground
        }
      }
    }
    flushText()
  }

  /// Handles a byte outside escape sequences.
  private mutating func receiveInGround(_ byte: UInt8) {
    switch byte {
    case 0x1B:
      flushText()
      state = .escape
    case 0x0D:
      flushText()
      cursorColumn = 0
      pendingWrap = false
      lastGlyph = nil
    case 0x0A:
      flushText()
      lineFeed()
    case 0x00..<0x20, 0x7F:
      flushText()
      note("control byte \(byte) in text")
    default:
      text.append(byte)
    }
  }

  /// Handles a byte inside an OSC, DCS or APC string.
  private mutating func receiveInString(_ byte: UInt8) {
    switch byte {
    case 0x1B:
      state = .stringEscape
    case 0x07, 0x18, 0x1A:
      state = .ground
    default:
      strings[strings.count - 1].append(byte)
    }
  }

  /// Puts the pending text on the screen, one ``TerminalCluster`` a cell, as a terminal
  /// counting with `wcwidth` does.
  private mutating func flushText() {
    guard !text.isEmpty else { return }
    var string = String(decoding: text, as: UTF8.self)
    text.removeAll(keepingCapacity: true)
    if let last = lastGlyph {
      string = join(string, toGlyphAt: last)
    }
    TerminalCluster.forEach(in: string.unicodeScalars) { range, columns in
      let glyph = String(string.unicodeScalars[range])
      if columns == 0 {
        note("zero-width text \(glyph.unicodeScalars.map { $0.value })")
      } else {
        put(glyph, columns: columns)
      }
    }
  }

  /// Joins what of `string` continues the cluster of the glyph at `last` to it, as a
  /// terminal does, and returns the rest.
  private mutating func join(_ string: String, toGlyphAt last: (column: Int, row: Int))
    -> String
  {
    let previous = screen.symbol(column: last.column, row: last.row)
    let combined = (previous + string).unicodeScalars
    let end = TerminalCluster.end(of: combined, from: combined.startIndex)
    let first = String(combined[..<end])
    guard first.unicodeScalars.count > previous.unicodeScalars.count else { return string }
    note("\(first) joined the glyph at \(last.column),\(last.row)")
    cursorColumn = last.column
    cursorRow = last.row
    pendingWrap = false
    put(first, columns: DisplayWidth.of(first))
    return String(combined[end...])
  }

  /// Writes one glyph at the cursor and advances it.
  private mutating func put(_ glyph: String, columns: Int) {
    let width = screen.width
    guard width > 0, screen.height > 0 else { return }
    if pendingWrap {
      pendingWrap = false
      note("wrote past the last column: the line wrapped")
      cursorColumn = 0
      lineFeed()
    }
    if columns == 2 && cursorColumn == width - 1 {
      note("wide glyph \(glyph) at the last column")
      if autowrap {
        cursorColumn = 0
        lineFeed()
      } else {
        screen.set(.blank(pen), column: cursorColumn, row: cursorRow)
        lastGlyph = nil
        return
      }
    }
    screen.write(glyph, column: cursorColumn, row: cursorRow, style: pen)
    lastGlyph = (cursorColumn, cursorRow)
    cursorColumn += columns
    if cursorColumn >= width {
      cursorColumn = width - 1
      pendingWrap = autowrap
    }
  }

  /// Moves the cursor down a row, scrolling the screen up at the bottom.
  private mutating func lineFeed() {
    pendingWrap = false
    lastGlyph = nil
    if cursorRow < screen.height - 1 {
      cursorRow += 1
      return
    }
    note("line feed on the last row: the screen scrolled")
    var scrolled = Buffer(width: screen.width, height: screen.height)
    for row in 1..<max(screen.height, 1) {
      for column in 0..<screen.width where !screen[column, row].isContinuation {
        scrolled.set(cellAt: row * screen.width + column, of: screen, column: column, row: row - 1)
      }
    }
    screen = scrolled
  }

  /// Moves the cursor to (`column`, `row`), clamped to the screen (noting a clamp).
  mutating func moveCursor(row: Int, column: Int) {
    let clampedRow = min(max(row, 0), max(screen.height - 1, 0))
    let clampedColumn = min(max(column, 0), max(screen.width - 1, 0))
    if clampedRow != row || clampedColumn != column {
      note("cursor moved off the screen to \(column),\(row)")
    }
    cursorRow = clampedRow
    cursorColumn = clampedColumn
    pendingWrap = false
    lastGlyph = nil
  }

  /// Fills `rect` with blanks in the current background (as `ED` and `EL` do).
  mutating func erase(_ rect: Rect) {
    lastGlyph = nil
    screen.fill(rect, with: .blank(Style(background: pen.background)))
  }

  /// Sets or resets a private mode (`CSI ? n h` / `CSI ? n l`).
  mutating func setPrivateMode(_ mode: Int, _ enabled: Bool) {
    switch mode {
    case 7:
      autowrap = enabled
      if !enabled { pendingWrap = false }
    case 25:
      cursorVisible = enabled
    case 2026:
      if synchronizedUpdate == enabled {
        note("synchronized update \(enabled ? "begun" : "ended") twice")
      }
      synchronizedUpdate = enabled
    default:
      if enabled { modes.insert(mode) } else { modes.remove(mode) }
    }
  }

  /// Changes the pen.
  mutating func setPen(_ style: Style) {
    pen = style
  }

  /// Records something a real terminal might do differently.
  mutating func note(_ anomaly: String) {
    anomalies.append(anomaly)
  }

  /// Changes the screen's size, keeping the top left, as a resized terminal window does.
  mutating func resize(width: Int, height: Int) {
    screen.resize(width: width, height: height)
    cursorRow = min(cursorRow, max(height - 1, 0))
    cursorColumn = min(cursorColumn, max(width - 1, 0))
    pendingWrap = false
    lastGlyph = nil
  }
}
