/// The stateless half of ``InputDecoder``: what the bytes at one position mean.
///
/// Each step looks at a complete buffer (the bytes held so far and the new ones) and says
/// which event starts at a position and how many bytes it takes, or that the bytes end too
/// early to tell. With `final` set no more bytes are coming (the timeout passed), so every
/// prefix is resolved: a lone ESC is Escape, `ESC [` is Alt-[, a cut sequence is skipped, a
/// cut UTF-8 character is U+FFFD. Under the kitty keyboard protocol the Escape key is
/// `CSI 27 u`, complete at once; a lone ESC byte there is a sequence a read cut short.
enum InputParser {
  /// The longest CSI or SS3 sequence read; a longer one is skipped to its final byte.
  static let maxSequenceLength = 64

  /// What starts at a position.
  enum Step: Equatable {
    /// The bytes end before the item does: hold them and wait.
    case needMore
    /// An event, or nil for bytes to skip (malformed or meaningless), `length` bytes long.
    case item(InputEvent?, length: Int)
    /// `ESC [ 200 ~`: a bracketed paste starts after these `length` bytes.
    case pasteStart(length: Int)
    /// A sequence with no final byte within ``maxSequenceLength``: skip `length` bytes and
    /// the rest of its parameter and intermediate bytes.
    case overlong(length: Int)
    /// `ESC ]`, `ESC P` or `ESC _` and more: an OSC, DCS or APC string (a terminal's reply)
    /// starts; skip `length` bytes and the string up to BEL or `ESC \`.
    case stringStart(length: Int)
  }

  /// What an `ESC [` or `ESC O` sequence at a position is.
  private enum Scan {
    case needMore
    case complete(ControlSequence, length: Int)
    case x10Mouse(MouseEvent?, length: Int)
    case truncated
    case malformed(length: Int)
    case overlong(length: Int)
  }

  private static let escape: UInt8 = 0x1B
  private static let replacement = InputEvent.key(.character("\u{FFFD}"))

  /// The item that starts at `bytes[start]`.
  static func step(
    _ bytes: [UInt8], at start: Int, final: Bool, keyboard: KeyboardProtocol = .legacy
  ) -> Step {
    bytes[start] == escape
      ? escapeStep(bytes, at: start, final: final, keyboard: keyboard)
      : single(bytes, at: start, final: final)
  }

  /// A key that is not ESC-prefixed: a control byte, ASCII or a UTF-8 character.
  private static func single(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
    let byte = bytes[start]
    let event: KeyEvent
    switch byte {
    case 0x0D, 0x0A: event = .enter
    case 0x09: event = .tab
    case 0x08, 0x7F: event = .backspace
    case 0x00: event = .control(" ")
    case 0x01...0x1A: event = .control(Character(Unicode.Scalar(byte + 0x60)))
    case 0x1B: event = .escape
    case 0x1C...0x1F: event = .control(Character(Unicode.Scalar(byte + 0x40)))
    case 0x20...0x7E: event = .character(Character(Unicode.Scalar(byte)))
    default: return utf8(bytes, at: start, final: final)
    }
    return .item(.key(event), length: 1)
  }

  /// A UTF-8 character. Each maximal invalid subpart becomes one U+FFFD (as `String(decoding:)`
  /// does); C1 control characters (U+0080–U+009F) are skipped.
  private static func utf8(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
    let lead = bytes[start]
    let count: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0: (count, lower) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED: (count, upper) = (3, 0x9F)
    case 0xF0: (count, lower) = (4, 0x90)
    case 0xF1...0xF3: count = 4
    case 0xF4: (count, upper) = (4, 0x8F)
    default: return .item(replacement, length: 1)
    }
    var value = UInt32(lead) & (0xFF >> (count + 1))
    for offset in 1..<count {
      let index = start + offset
      guard index < bytes.count else {
        return final ? .item(replacement, length: offset) : .needMore
      }
      let byte = bytes[index]
      guard byte >= lower && byte <= upper else { return .item(replacement, length: offset) }
      (lower, upper) = (0x80, 0xBF)
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .item(replacement, length: count) }
    if (0x80...0x9F).contains(value) { return .item(nil, length: count) }
    return .item(.key(.character(Character(scalar))), length: count)
  }

  /// Something that starts with ESC: a sequence, Alt and a key, or Escape.
  private static func escapeStep(
    _ bytes: [UInt8], at start: Int, final: Bool, keyboard: KeyboardProtocol
  ) -> Step {
    let next = start + 1
    guard next < bytes.count else {
      return final ? .item(.key(.escape), length: 1) : .needMore
    }
    switch bytes[next] {
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      switch scan(bytes, at: start, final: final, keyboard: keyboard) {
      case .needMore: return .needMore
      case .complete(let sequence, let length):
        if sequence.isPasteStart { return .pasteStart(length: length) }
        return .item(sequence.event, length: length)
      case .x10Mouse(let event, let length): return .item(event.map { .mouse($0) }, length: length)
      case .truncated:
        // Only `ESC [` or `ESC O` with nothing after it is a key: Alt-[ or Alt-O.
        guard bytes.count - start == 2 else { return .item(nil, length: bytes.count - start) }
        return .item(.key(.alt(Character(Unicode.Scalar(bytes[next])))), length: 2)
      case .malformed(let length): return .item(nil, length: length)
      case .overlong(let length): return .overlong(length: length)
      }
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
      // A string only when more follows; alone it is Alt-], Alt-P or Alt-_.
      guard next + 1 < bytes.count else {
        return final
          ? .item(.key(.alt(Character(Unicode.Scalar(bytes[next])))), length: 2) : .needMore
      }
      return .stringStart(length: 2)
    case escape:
      return doubleEscape(bytes, at: start, final: final, keyboard: keyboard)
    default:
      switch single(bytes, at: next, final: final) {
      case .needMore:
        return .needMore
      case .item(.key(let key)?, let length) where key.key != .character("\u{FFFD}"):
        return .item(.key(key.with(.alt)), length: length + 1)
      default:
        return .item(.key(.escape), length: 1)  // ESC and a byte that is no key
      }
    }
  }

  /// `ESC ESC`: Alt and a key sequence (`ESC ESC [ A` is Alt-Up, as rxvt sends it), else
  /// Alt-Escape; the first ESC stands alone when what follows is not a key sequence.
  private static func doubleEscape(
    _ bytes: [UInt8], at start: Int, final: Bool, keyboard: KeyboardProtocol
  ) -> Step {
    let third = start + 2
    guard third < bytes.count else {
      return final ? .item(.key(KeyEvent.escape.with(.alt)), length: 2) : .needMore
    }
    guard bytes[third] == UInt8(ascii: "[") || bytes[third] == UInt8(ascii: "O") else {
      return .item(.key(KeyEvent.escape.with(.alt)), length: 2)
    }
    switch scan(bytes, at: start + 1, final: final, keyboard: keyboard) {
    case .needMore:
      return .needMore
    case .complete(let sequence, let length):
      if !sequence.isPasteStart, case .key(let key)? = sequence.event {
        return .item(.key(key.with(.alt)), length: length + 1)
      }
      return .item(.key(.escape), length: 1)
    default:
      return .item(.key(.escape), length: 1)
    }
  }

  /// The syntax of `ESC [ …` or `ESC O …`: parameter bytes (0x30–0x3F), intermediate bytes
  /// (0x20–0x2F), a final byte (0x40–0x7E); and legacy X10 mouse, `ESC [ M` and three bytes.
  private static func scan(
    _ bytes: [UInt8], at start: Int, final: Bool, keyboard: KeyboardProtocol
  ) -> Scan {
    let limit = min(bytes.count, start + maxSequenceLength)
    let parameterStart = start + 2
    var index = parameterStart
    while index < limit, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    let parameterEnd = index
    while index < limit, (0x20...0x2F).contains(bytes[index]) { index += 1 }
    if index == limit {
      if limit == start + maxSequenceLength { return .overlong(length: maxSequenceLength) }
      return final ? .truncated : .needMore
    }
    let finalByte = bytes[index]
    guard (0x40...0x7E).contains(finalByte) else { return .malformed(length: index - start) }
    let introducer: ControlSequence.Introducer =
      bytes[start + 1] == UInt8(ascii: "[") ? .csi : .ss3
    if introducer == .csi && finalByte == UInt8(ascii: "M") && index == parameterStart {
      return x10Mouse(bytes, at: start, final: final)
    }
    let sequence = ControlSequence(
      introducer, parameterBytes: bytes[parameterStart..<parameterEnd],
      intermediateBytes: bytes[parameterEnd..<index], final: finalByte, keyboard: keyboard)
    return .complete(sequence, length: index + 1 - start)
  }

  /// `ESC [ M b x y` with each of b, x, y offset by 32 (mouse mode 1000 without 1006).
  private static func x10Mouse(_ bytes: [UInt8], at start: Int, final: Bool) -> Scan {
    let available = bytes[(start + 3)..<min(start + 6, bytes.count)]
    if available.contains(where: { $0 < 32 }) { return .malformed(length: 3) }
    guard start + 5 < bytes.count else { return final ? .truncated : .needMore }
    let code = Int(bytes[start + 3])
    let column = Int(bytes[start + 4])
    let row = Int(bytes[start + 5])
    let event = ControlSequence.mouseEvent(
      code: code - 32, column: column - 32, row: row - 32, isRelease: false)
    return .x10Mouse(event, length: 6)
  }
}
