/// A complete CSI (`ESC [`) or SS3 (`ESC O`) sequence, and what it means as input.
///
/// Only the syntax has been checked when one is made (parameter bytes, then intermediate
/// bytes, then a final byte); ``event`` says which key, mouse or focus event it is, or nil
/// for a sequence that means nothing as input (a terminal's reply, an unknown key), which the
/// decoder skips whole.
struct ControlSequence {
  /// `ESC [` or `ESC O`.
  enum Introducer {
    /// Control Sequence Introducer, `ESC [`.
    case csi
    /// Single Shift 3, `ESC O`.
    case ss3
  }

  /// `ESC [` or `ESC O`.
  var introducer: Introducer
  /// A private marker (`<`, `=`, `>`, `?`) that opened the parameters, if any.
  var marker: UInt8?
  /// The parameters split at `;`, each the first of its `:` sub-parameters; nil when empty.
  var parameters: [Int?]
  /// The sub-parameters after each parameter's first (`97:65` keeps 65), aligned with
  /// ``parameters``; empty when the sequence has no `:` at all.
  private var subParameters: [[Int?]]
  /// Whether the parameters are malformed (a marker byte after the first position).
  var isMalformed: Bool
  /// Whether the sequence has intermediate bytes (0x20–0x2F), which no key sends.
  var hasIntermediates: Bool
  /// The intermediate byte when there is exactly one (the `$` of a mode report).
  var intermediate: UInt8?
  /// The final byte, 0x40–0x7E.
  var final: UInt8
  /// How the terminal encodes keys: it decides what the modifier bits mean.
  var keyboard: KeyboardProtocol

  /// Reads the parameter bytes `parameterBytes` (all in 0x30–0x3F) and the intermediate
  /// bytes `intermediateBytes` (all in 0x20–0x2F).
  init(
    _ introducer: Introducer, parameterBytes: ArraySlice<UInt8>,
    intermediateBytes: ArraySlice<UInt8> = [], final: UInt8,
    keyboard: KeyboardProtocol = .legacy
  ) {
    self.introducer = introducer
    hasIntermediates = !intermediateBytes.isEmpty
    intermediate = intermediateBytes.count == 1 ? intermediateBytes.first : nil
    self.final = final
    self.keyboard = keyboard
    var bytes = parameterBytes
    marker = nil
    if let first = bytes.first, first >= 0x3C {
      marker = first
      bytes = bytes.dropFirst()
    }
    var parameters: [Int?] = []
    var subParameters: [[Int?]] = []
    var current: Int?
    var currentSubs: [Int?] = []
    var sub: Int?
    var inSubParameter = false
    var malformed = false
    func close() {
      if inSubParameter { currentSubs.append(sub) }
      parameters.append(current)
      if !currentSubs.isEmpty {
        while subParameters.count < parameters.count - 1 { subParameters.append([]) }
        subParameters.append(currentSubs)
      }
      current = nil
      currentSubs = []
      sub = nil
      inSubParameter = false
    }
    for byte in bytes {
      switch byte {
      case 0x30...0x39 where !inSubParameter:
        current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
      case 0x30...0x39:
        sub = min((sub ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
      case 0x3A:
        if inSubParameter { currentSubs.append(sub) }
        inSubParameter = true
        sub = nil
      case 0x3B:
        close()
      default:
        malformed = true
      }
    }
    if !bytes.isEmpty { close() }
    self.parameters = parameters
    self.subParameters = subParameters
    isMalformed = malformed
  }

  /// Whether this is `ESC [ 200 ~`, the start of a bracketed paste.
  var isPasteStart: Bool {
    introducer == .csi && marker == nil && !hasIntermediates && final == UInt8(ascii: "~")
      && parameters == [200]
  }

  /// The parameter at `index`, nil when absent or empty.
  func parameter(_ index: Int) -> Int? {
    index < parameters.count ? parameters[index] : nil
  }

  /// The `sub`-th sub-parameter (1 is the one after the first `:`) of the parameter at
  /// `index`, nil when absent or empty.
  func subParameter(_ index: Int, _ sub: Int) -> Int? {
    guard index < subParameters.count, sub >= 1, sub <= subParameters[index].count else {
      return nil
    }
    return subParameters[index][sub - 1]
  }

  /// The modifiers in the parameter at `index`, read as ``keyboard`` encodes them.
  func modifiers(at index: Int) -> KeyModifiers {
    keyboard == .kitty
      ? KeyModifiers(kittyParameter: parameter(index))
      : KeyModifiers(xtermParameter: parameter(index))
  }

  /// The input event this sequence encodes, or nil to skip it.
  var event: InputEvent? {
    if isMalformed { return nil }
    if let response { return .response(response) }
    if hasIntermediates { return nil }
    if introducer == .ss3 { return ss3Event }
    if marker == UInt8(ascii: "<") { return sgrMouseEvent }
    if marker != nil { return nil }
    // A key's release (kitty's event type 3, `CSI code ; m:3 u`) is no key press.
    if subParameter(1, 1) == 3 { return nil }
    let modifiers = modifiers(at: 1)
    switch final {
    case UInt8(ascii: "R") where (parameter(0) ?? 1) != 1:
      return nil  // a cursor position report, `CSI row ; column R`, not modified F3
    case UInt8(ascii: "Z"):
      return .key(KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift)))
    case UInt8(ascii: "I") where parameters.isEmpty:
      return .focus(.gained)
    case UInt8(ascii: "O") where parameters.isEmpty:
      return .focus(.lost)
    case UInt8(ascii: "~"):
      return tildeEvent
    case UInt8(ascii: "u"):
      return unicodeKeyEvent.map { .key($0) }
    default:
      return Self.letterKey(final).map { .key(KeyEvent($0, modifiers: modifiers)) }
    }
  }

  /// The terminal reply this sequence is: device attributes (`CSI ? … c`), a mode report
  /// (`CSI ? mode ; setting $ y`), the kitty keyboard flags (`CSI ? flags u`) or a size in
  /// pixels (`CSI 6 ; h ; w t`, `CSI 4 ; h ; w t`); nil for anything else.
  var response: TerminalResponse? {
    guard introducer == .csi else { return nil }
    if marker == UInt8(ascii: "?") {
      switch (final, intermediate) {
      case (UInt8(ascii: "c"), nil) where !hasIntermediates:
        return .primaryDeviceAttributes(parameters.map { $0 ?? 0 })
      case (UInt8(ascii: "y"), UInt8(ascii: "$")):
        guard parameters.count == 2, let mode = parameter(0) else { return nil }
        return .modeReport(mode: mode, setting: parameter(1) ?? 0)
      case (UInt8(ascii: "u"), nil) where !hasIntermediates:
        return .keyboardFlags(parameter(0) ?? 0)
      default:
        return nil
      }
    }
    guard marker == nil, !hasIntermediates, final == UInt8(ascii: "t"), parameters.count == 3,
      let height = parameter(1), let width = parameter(2)
    else { return nil }
    switch parameter(0) {
    case 6: return .cellPixelSize(width: width, height: height)
    case 4: return .windowPixelSize(width: width, height: height)
    default: return nil
    }
  }

  /// The keys of `CSI <letter>` and `SS3 <letter>`: arrows, Home, End, F1–F4.
  static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }

  /// `SS3` keys: arrows, Home/End, F1–F4, and the application keypad. A lone parameter
  /// (`ESC O 5 A`) or a second one (`ESC O 1 ; 5 A`) holds the modifiers.
  private var ss3Event: InputEvent? {
    let modifiers = self.modifiers(at: parameters.count >= 2 ? 1 : 0)
    if let key = Self.letterKey(final) {
      return .key(KeyEvent(key, modifiers: modifiers))
    }
    switch final {
    case UInt8(ascii: "M"):
      return .key(KeyEvent(.enter, modifiers: modifiers))
    case UInt8(ascii: "X"):
      return .key(.character("=", modifiers: modifiers))
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      // Keypad * + , - . / 0…9 in application keypad mode.
      let scalar = Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*"))
      return .key(.character(Character(scalar), modifiers: modifiers))
    default:
      return nil
    }
  }

  /// `CSI n ; m ~` keys: Home, Insert, Delete, End, Page Up/Down, F1–F12, and xterm's
  /// modifyOtherKeys form `CSI 27 ; m ; code ~`.
  private var tildeEvent: InputEvent? {
    let modifiers = modifiers(at: 1)
    let key: Key
    switch parameter(0) {
    case 1, 7: key = .home
    case 2: key = .insert
    case 3: key = .delete
    case 4, 8: key = .end
    case 5: key = .pageUp
    case 6: key = .pageDown
    case .some(let code) where (11...15).contains(code): key = .function(code - 10)
    case .some(let code) where (17...21).contains(code): key = .function(code - 11)
    case 23: key = .function(11)
    case 24: key = .function(12)
    case 27: return Self.keyEvent(codepoint: parameter(2), modifiers: modifiers).map { .key($0) }
    default: return nil
    }
    return .key(KeyEvent(key, modifiers: modifiers))
  }

  /// `CSI < b ; x ; y M` (press, drag, motion, wheel) or `… m` (release).
  private var sgrMouseEvent: InputEvent? {
    guard parameters.count == 3, let code = parameter(0), let column = parameter(1),
      let row = parameter(2),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    return Self.mouseEvent(
      code: code, column: column, row: row, isRelease: final == UInt8(ascii: "m")
    ).map { .mouse($0) }
  }

  /// A mouse report's meaning. `code` holds the button in its low two bits (0 left, 1 middle,
  /// 2 right, 3 none), modifiers in 4 (shift), 8 (alt), 16 (control), motion in 32 and the
  /// wheel in 64 (low bits 0 up, 1 down, 2 left, 3 right). `column` and `row` are 1-based.
  /// Extra buttons (bit 128) give nil.
  static func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
    guard code & 128 == 0 else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let buttons: [MouseButton] = [.left, .middle, .right, .none]
    let kind: MouseEvent.Kind
    var button = buttons[low]
    if code & 64 != 0 {
      guard !isRelease else { return nil }
      kind = [MouseEvent.Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
      button = .none
    } else if code & 32 != 0 {
      kind = low == 3 ? .move : .drag
    } else if isRelease || low == 3 {
      kind = .release  // SGR names the button; legacy X10 reports every release as button 3
    } else {
      kind = .press
    }
    return MouseEvent(
      kind, button: button, column: max(column - 1, 0), row: max(row - 1, 0), modifiers: modifiers)
  }
}
