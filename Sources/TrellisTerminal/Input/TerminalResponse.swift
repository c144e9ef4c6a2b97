/// A terminal's answer to a query the program sent (graphics, device attributes, version,
/// cell size, a mode, the keyboard protocol), decoded by ``InputDecoder`` so that it never
/// arrives as key presses.
public enum TerminalResponse: Hashable, Sendable, CustomStringConvertible {
  /// A kitty graphics reply, `ESC _ G i=<id> ; <message> ESC \`: `OK`, or an error such as
  /// `ENOTSUPPORTED:…`.
  case kittyGraphics(id: Int?, message: String)
  /// The primary device attributes, `ESC [ ? <attributes> c` (DA1). Attribute 4 is sixel.
  case primaryDeviceAttributes([Int])
  /// The terminal's name and version, `ESC P > | <text> ESC \` (XTVERSION), sanitized.
  case terminalVersion(String)
  /// A cell's size in pixels, `ESC [ 6 ; <height> ; <width> t`.
  case cellPixelSize(width: Int, height: Int)
  /// The text area's size in pixels, `ESC [ 4 ; <height> ; <width> t`.
  case windowPixelSize(width: Int, height: Int)
  /// A DEC private mode's state, `ESC [ ? <mode> ; <setting> $ y` (DECRPM), the answer to
  /// DECRQM (`ESC [ ? <mode> $ p`): setting 1 set, 2 reset, 3 permanently set,
  /// 4 permanently reset, 0 not recognized.
  case modeReport(mode: Int, setting: Int)
  /// The kitty keyboard protocol's flags in force, `ESC [ ? <flags> u`: the answer to
  /// `ESC [ ? u` from a terminal that speaks the protocol.
  case keyboardFlags(Int)

  /// Whether this reports `mode` as one the terminal can turn on and off (setting 1 or 2).
  public func reportsSupport(forMode mode: Int) -> Bool {
    if case .modeReport(mode, let setting) = self { return setting == 1 || setting == 2 }
    return false
  }

  /// Whether this is a kitty graphics `OK`.
  public var isKittyOK: Bool {
    if case .kittyGraphics(_, let message) = self { return message == "OK" }
    return false
  }

  /// The response's own description.
  public var description: String {
    switch self {
    case .kittyGraphics(let id, let message):
      return "kitty graphics \(id.map(String.init) ?? "-") \(message)"
    case .primaryDeviceAttributes(let attributes):
      return "device attributes \(attributes.map(String.init).joined(separator: ";"))"
    case .terminalVersion(let text):
      return "terminal version \(text)"
    case .cellPixelSize(let width, let height):
      return "cell \(width)x\(height) px"
    case .windowPixelSize(let width, let height):
      return "window \(width)x\(height) px"
    case .modeReport(let mode, let setting):
      return "mode \(mode) setting \(setting)"
    case .keyboardFlags(let flags):
      return "keyboard flags \(flags)"
    }
  }

  /// The longest string reply read (longer ones are skipped).
  static let maxStringLength = 4096

  /// The response an OSC (`]`), DCS (`P`) or APC (`_`) string is, from the bytes between
  /// its introducer and its terminator; nil for strings that are no known response.
  static func fromString(kind: UInt8, body: [UInt8]) -> TerminalResponse? {
    switch kind {
    case UInt8(ascii: "_") where body.first == UInt8(ascii: "G"):
      return kittyReply(body.dropFirst())
    case UInt8(ascii: "P") where body.starts(with: Array(">|".utf8)):
      let text = TextSanitizer.sanitize(bytes: body.dropFirst(2))
      return .terminalVersion(text)
    default:
      return nil
    }
  }

  /// `i=<id>[,…];<message>` after the `G` of a kitty reply.
  private static func kittyReply(_ body: ArraySlice<UInt8>) -> TerminalResponse? {
    guard let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
    var id: Int?
    for key in body[..<separator].split(separator: UInt8(ascii: ","))
    where key.starts(with: Array("i=".utf8)) {
      id = Int(String(decoding: key.dropFirst(2), as: UTF8.self))
    }
    let message = TextSanitizer.sanitize(bytes: body[(separator + 1)...])
    return .kittyGraphics(id: id, message: message)
  }
}
