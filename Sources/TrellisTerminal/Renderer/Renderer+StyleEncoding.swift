extension Renderer {
  /// Bold and dim share their "off" code (22, normal intensity).
  private static let intensity: TextAttributes = [.bold, .dim]

  /// Makes `target` (already down-sampled) the terminal's style with one `SGR`, choosing
  /// between changing what differs and resetting first, whichever is shorter.
  @inline(__always)
  mutating func setPen(_ target: Style) {
    if isPenKnown && Renderer.sameStyle(pen, target) { return }
    changePen(to: target)
  }

  /// Writes the `SGR` that turns the pen into `target`.
  private mutating func changePen(to target: Style) {
    let resetLength = Renderer.resetLength(target)
    if isPenKnown {
      let removed = pen.attributes.subtracting(target.attributes)
      let intensityOff = !removed.isDisjoint(with: Renderer.intensity)
      let added =
        intensityOff
        ? target.attributes.subtracting(pen.attributes).union(
          target.attributes.intersection(Renderer.intensity))
        : target.attributes.subtracting(pen.attributes)
      var count = added.rawValue.nonzeroBitCount
      var length = count
      let offs =
        removed.subtracting(Renderer.intensity).rawValue.nonzeroBitCount + (intensityOff ? 1 : 0)
      count += offs
      length += 2 * offs
      if pen.foreground != target.foreground {
        count += 1
        length += Renderer.colorLength(target.foreground, foreground: true)
      }
      if pen.background != target.background {
        count += 1
        length += Renderer.colorLength(target.background, foreground: false)
      }
      if length + count - 1 <= resetLength {
        writeChange(target, removed: removed, intensityOff: intensityOff, added: added)
        return
      }
    }
    writeReset(target)
  }

  /// The parameter bytes (with separators) of the reset form `0;…` for `target`.
  private static func resetLength(_ target: Style) -> Int {
    var length = 1 + 2 * target.attributes.rawValue.nonzeroBitCount
    if target.foreground != .default {
      length += 1 + colorLength(target.foreground, foreground: true)
    }
    if target.background != .default {
      length += 1 + colorLength(target.background, foreground: false)
    }
    return length
  }

  /// Writes `SGR 0;…` setting every attribute and colour of `target`.
  private mutating func writeReset(_ target: Style) {
    appendCSI()
    put(0x30)
    appendAttributes(target.attributes, separatorFirst: true)
    if target.foreground != .default {
      put(0x3B)
      appendColor(target.foreground, foreground: true)
    }
    if target.background != .default {
      put(0x3B)
      appendColor(target.background, foreground: false)
    }
    put(0x6D)
    pen = target
    isPenKnown = true
  }

  /// Writes the `SGR` that turns off `removed`, turns on `added` and sets changed colours.
  private mutating func writeChange(
    _ target: Style, removed: TextAttributes, intensityOff: Bool, added: TextAttributes
  ) {
    appendCSI()
    var first = true
    if intensityOff {
      put(0x32)
      put(0x32)
      first = false
    }
    if removed.contains(.italic) { appendOff(0x33, first: &first) }
    if removed.contains(.underline) { appendOff(0x34, first: &first) }
    if removed.contains(.reverse) { appendOff(0x37, first: &first) }
    if !added.isEmpty {
      appendAttributes(added, separatorFirst: !first)
      first = false
    }
    if pen.foreground != target.foreground {
      if !first { put(0x3B) }
      appendColor(target.foreground, foreground: true)
      first = false
    }
    if pen.background != target.background {
      if !first { put(0x3B) }
      appendColor(target.background, foreground: false)
    }
    put(0x6D)
    pen = target
  }

  /// Appends the "on" codes of `attributes`, separated by `;` (and preceded by one when
  /// `separatorFirst`).
  private mutating func appendAttributes(_ attributes: TextAttributes, separatorFirst: Bool) {
    var needsSeparator = separatorFirst
    if attributes.contains(.bold) { appendCode(0x31, separator: &needsSeparator) }
    if attributes.contains(.dim) { appendCode(0x32, separator: &needsSeparator) }
    if attributes.contains(.italic) { appendCode(0x33, separator: &needsSeparator) }
    if attributes.contains(.underline) { appendCode(0x34, separator: &needsSeparator) }
    if attributes.contains(.reverse) { appendCode(0x37, separator: &needsSeparator) }
  }

  /// Appends a one-digit code, preceded by `;` when `separator` is set (and sets it).
  @inline(__always)
  private mutating func appendCode(_ code: UInt8, separator: inout Bool) {
    if separator { put(0x3B) }
    put(code)
    separator = true
  }

  /// Appends an "off" code `2x`, preceded by `;` unless it is the first parameter.
  @inline(__always)
  private mutating func appendOff(_ digit: UInt8, first: inout Bool) {
    if !first { put(0x3B) }
    put(0x32)
    put(digit)
    first = false
  }

  /// The bytes of a colour's `SGR` parameters (already down-sampled).
  static func colorLength(_ color: Color, foreground: Bool) -> Int {
    switch color {
    case .default: return 2
    case .ansi(let index): return index >= 8 && !foreground ? 3 : 2
    case .indexed(let index): return 5 + digits(Int(index))
    case .rgb(let red, let green, let blue):
      return 7 + digits(Int(red)) + digits(Int(green)) + digits(Int(blue))
    }
  }

  /// Appends a colour's `SGR` parameters: `39`/`49`, `30–37`/`40–47`, `90–97`/`100–107`,
  /// `38;5;n`/`48;5;n`, or `38;2;r;g;b`/`48;2;r;g;b`.
  private mutating func appendColor(_ color: Color, foreground: Bool) {
    switch color {
    case .default:
      put(foreground ? 0x33 : 0x34)
      put(0x39)
    case .ansi(let index):
      if index < 8 {
        put(foreground ? 0x33 : 0x34)
        put(0x30 + index)
      } else {
        appendDecimal((foreground ? 90 : 100) + Int(index & 7))
      }
    case .indexed(let index):
      put(foreground ? 0x33 : 0x34)
      put(0x38)
      put(0x3B)
      put(0x35)
      put(0x3B)
      appendDecimal(Int(index))
    case .rgb(let red, let green, let blue):
      put(foreground ? 0x33 : 0x34)
      put(0x38)
      put(0x3B)
      put(0x32)
      put(0x3B)
      appendDecimal(Int(red))
      put(0x3B)
      appendDecimal(Int(green))
      put(0x3B)
      appendDecimal(Int(blue))
    }
  }
}
