extension ScreenEmulator {
  /// Performs `CSI parameters final`.
  mutating func performControlSequence(final: UInt8, parameters: [UInt8]) {
    if ScreenEmulator.isQuery(final: final, parameters: parameters) { return }
    let isPrivate = parameters.first == 0x3F
    let numbers = ScreenEmulator.numbers(isPrivate ? Array(parameters.dropFirst()) : parameters)
    guard let values = numbers else {
      note("malformed parameters \(String(decoding: parameters, as: UTF8.self))")
      return
    }
    func value(_ index: Int, default fallback: Int) -> Int {
      index < values.count ? (values[index] ?? fallback) : fallback
    }
    func count() -> Int { max(value(0, default: 1), 1) }
    let name = Character(Unicode.Scalar(final))
    if isPrivate {
      guard name == "h" || name == "l" else {
        note("unsupported private sequence \(name)")
        return
      }
      for mode in values { setPrivateMode(mode ?? 0, name == "h") }
      return
    }
    switch name {
    case "H", "f":
      moveCursor(row: value(0, default: 1) - 1, column: value(1, default: 1) - 1)
    case "A":
      moveCursor(row: cursorRow - count(), column: cursorColumn)
    case "B":
      moveCursor(row: cursorRow + count(), column: cursorColumn)
    case "C":
      moveCursor(row: cursorRow, column: cursorColumn + count())
    case "D":
      moveCursor(row: cursorRow, column: cursorColumn - count())
    case "J":
      eraseDisplay(value(0, default: 0))
    case "K":
      eraseLine(value(0, default: 0))
    case "m":
      selectGraphicRendition(values.isEmpty ? [nil] : values)
    default:
      note("unsupported control sequence \(name)")
    }
  }

  /// Whether `CSI parameters final` is a query (DA1, XTVERSION, a size report), which
  /// leaves the screen alone.
  static func isQuery(final: UInt8, parameters: [UInt8]) -> Bool {
    switch final {
    case UInt8(ascii: "c"): return parameters.isEmpty || parameters == [0x30]
    case UInt8(ascii: "q"): return parameters.first == UInt8(ascii: ">")
    case UInt8(ascii: "t"): return parameters == Array("16".utf8) || parameters == Array("14".utf8)
    default: return false
    }
  }

  /// The numbers of `;`-separated parameters (nil for an empty one), or nil if malformed.
  private static func numbers(_ bytes: [UInt8]) -> [Int?]? {
    var values: [Int?] = []
    var current: Int?
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        current = (current ?? 0) * 10 + Int(byte - 0x30)
        if let number = current, number > 100_000 { return nil }
      case 0x3B:
        values.append(current)
        current = nil
      default:
        return nil
      }
    }
    if !bytes.isEmpty { values.append(current) }
    return values
  }

  /// `ED`: 0 erases from the cursor to the end, 1 from the start to the cursor, 2 all.
  private mutating func eraseDisplay(_ mode: Int) {
    let width = screen.width
    let height = screen.height
    switch mode {
    case 0:
      eraseLine(0)
      erase(Rect(x: 0, y: cursorRow + 1, width: width, height: height - cursorRow - 1))
    case 1:
      erase(Rect(x: 0, y: 0, width: width, height: cursorRow))
      eraseLine(1)
    case 2, 3:
      erase(screen.area)
    default:
      note("unsupported ED \(mode)")
    }
  }

  /// `EL`: 0 erases from the cursor to the end of the line, 1 from its start, 2 all of it.
  private mutating func eraseLine(_ mode: Int) {
    let width = screen.width
    switch mode {
    case 0:
      erase(Rect(x: cursorColumn, y: cursorRow, width: width - cursorColumn, height: 1))
    case 1:
      erase(Rect(x: 0, y: cursorRow, width: cursorColumn + 1, height: 1))
    case 2:
      erase(Rect(x: 0, y: cursorRow, width: width, height: 1))
    default:
      note("unsupported EL \(mode)")
    }
  }

  /// `SGR`: attributes and colours (16, 256 and 24-bit).
  private mutating func selectGraphicRendition(_ values: [Int?]) {
    var style = pen
    var index = 0
    while index < values.count {
      let code = values[index] ?? 0
      index += 1
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 39: style.foreground = .default
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 49: style.background = .default
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48:
        guard let color = extendedColor(values, at: &index) else {
          note("malformed extended colour in SGR \(values)")
          return
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default:
        note("unsupported SGR \(code)")
      }
    }
    setPen(style)
  }

  /// Reads `5;n` or `2;r;g;b` after a 38 or 48.
  private func extendedColor(_ values: [Int?], at index: inout Int) -> Color? {
    guard index < values.count else { return nil }
    let kind = values[index] ?? 0
    func component(_ offset: Int) -> UInt8? {
      guard index + offset < values.count, let value = values[index + offset], value <= 255
      else { return nil }
      return UInt8(value)
    }
    if kind == 5, let entry = component(1) {
      index += 2
      return .indexed(entry)
    }
    if kind == 2, let red = component(1), let green = component(2), let blue = component(3) {
      index += 4
      return .rgb(red, green, blue)
    }
    return nil
  }
}
