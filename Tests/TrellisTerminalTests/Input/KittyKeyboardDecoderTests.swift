import Testing
import TrellisTerminal

/// The decoder under the kitty keyboard protocol (flag 1, disambiguate escape codes), and
/// the replies to the capability queries: bytes in, keys and responses out.
@Suite struct KittyKeyboardDecoderTests {
  static let esc = "\u{1B}"

  /// The events of `text`, fed whole to a decoder reading `keyboard`, then flushed long after.
  func decode(_ text: String, _ keyboard: KeyboardProtocol = .kitty) -> [InputEvent] {
    var decoder = InputDecoder()
    decoder.keyboardProtocol = keyboard
    return decoder.decode(Array(text.utf8), now: 1_000) + decoder.flush(now: 60_000_000_000)
  }

  /// Under kitty the Escape key is `CSI 27 u`, decoded at once; a lone ESC byte is then the
  /// start of a sequence cut by a read (a flood of mouse reports), so it waits for the rest
  /// and is Escape only if nothing follows in the Esc timeout, as in legacy mode.
  @Test func theEscapeKeyNeedsNoTimeoutUnderKittyAndACutSequenceIsNotEscape() {
    var decoder = InputDecoder()
    decoder.keyboardProtocol = .kitty
    #expect(decoder.decode(Array((Self.esc + "[27u").utf8), now: 1_000) == [.key(.escape)])
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.decode([0x1B], now: 2_000) == [])
    let mouse = decoder.decode(Array("[<35;10;5M".utf8), now: 3_000)
    #expect(mouse.count == 1 && !mouse.contains(.key(.escape)), "\(mouse)")
    var legacy = InputDecoder()
    #expect(legacy.decode([0x1B], now: 1_000) == [])
    #expect(legacy.pendingDeadline != nil)
    #expect(legacy.flush(now: 60_000_000_000) == [.key(.escape)])
  }

  @Test func aCutSequenceStillWaitsUnderKitty() {
    var decoder = InputDecoder()
    decoder.keyboardProtocol = .kitty
    #expect(decoder.decode(Array((Self.esc + "[1;5").utf8), now: 1_000) == [])
    #expect(decoder.decode(Array("A".utf8), now: 2_000) == [.key(KeyEvent.up.with(.control))])
  }

  @Test func tabAndControlIDiffer() {
    #expect(decode("\t") == [.key(.tab)])
    #expect(decode(Self.esc + "[105;5u") == [.key(.control("i"))])
    #expect(decode(Self.esc + "[109;5u") == [.key(.control("m"))])
    #expect(decode("\r") == [.key(.enter)])
  }

  @Test func subParametersAreKept() {
    // Shift-a with its shifted key: the character is the shifted key, without Shift.
    #expect(decode(Self.esc + "[97:65;2u") == [.char("A")])
    #expect(decode(Self.esc + "[1081:1049;2u") == [.char("Й")])
    #expect(decode(Self.esc + "[97::97;6u") == [.key(.character("A", modifiers: .control))])
    // Event types: a repeat is a press; a release is no key.
    #expect(decode(Self.esc + "[97;1:2u") == [.char("a")])
    #expect(decode(Self.esc + "[97;1:3u") == [])
    #expect(decode(Self.esc + "[1;1:3A") == [])
  }

  @Test func superIsNotAlt() {
    #expect(decode(Self.esc + "[97;9u") == [.char("a", .super)])
    #expect(decode(Self.esc + "[97;3u") == [.char("a", .alt)])
    #expect(decode(Self.esc + "[1;9A") == [.key(KeyEvent.up.with(.super))])
    #expect(decode(Self.esc + "[97;17u") == [.char("a", .hyper)])
    #expect(decode(Self.esc + "[97;33u") == [.char("a", .meta)])
    // Legacy encodings mean Meta by bit 8, read as Alt.
    #expect(decode(Self.esc + "[97;9u", .legacy) == [.char("a", .alt)])
    #expect(decode(Self.esc + "[1;9A", .legacy) == [.key(KeyEvent.up.with(.alt))])
    #expect(KeyEvent(.character("a"), modifiers: [.super, .control]).description == "Super+Ctrl+a")
  }

  @Test func lockModifiersAreDropped() {
    // Ctrl-c with Caps Lock (64) and Num Lock (128) on is still Ctrl-c.
    #expect(decode(Self.esc + "[99;69u") == [.key(.control("c"))])
    #expect(decode(Self.esc + "[99;197u") == [.key(.control("c"))])
  }

  @Test func keypadAndHighFunctionKeys() {
    #expect(decode(Self.esc + "[57399u") == [.char("0")])
    #expect(decode(Self.esc + "[57408u") == [.char("9")])
    #expect(decode(Self.esc + "[57413u") == [.char("+")])
    #expect(decode(Self.esc + "[57414u") == [.key(.enter)])
    #expect(decode(Self.esc + "[57419;5u") == [.key(KeyEvent.up.with(.control))])
    #expect(decode(Self.esc + "[57426u") == [.key(.delete)])
    #expect(decode(Self.esc + "[57376u") == [.key(.function(13))])
    #expect(decode(Self.esc + "[57398u") == [.key(.function(35))])
    // Keypad Begin, lock and modifier keys are no keys here.
    #expect(decode(Self.esc + "[57427u") == [])
    #expect(decode(Self.esc + "[57441u") == [])
    // Kitty's F3 (`CSI 13 ~`) and unmodified arrows are read as before.
    #expect(decode(Self.esc + "[13~") == [.key(.function(3))])
    #expect(decode(Self.esc + "[A") == [.key(.up)])
  }

  @Test func controlAndAltLettersAsKittySendsThem() {
    #expect(decode(Self.esc + "[99;5u") == [.key(.control("c"))])
    #expect(decode(Self.esc + "[120;3u") == [.key(.alt("x"))])
    #expect(decode(Self.esc + "[9;2u") == [.key(.backTab)])
    #expect(decode(Self.esc + "[32;5u") == [.key(.control(" "))])
  }

  @Test func capabilityAnswersAreResponsesInEitherProtocol() {
    for keyboard in [KeyboardProtocol.legacy, .kitty] {
      #expect(
        decode(Self.esc + "[?2026;2$y", keyboard)
          == [.response(.modeReport(mode: 2026, setting: 2))])
      #expect(
        decode(Self.esc + "[?2026;0$y", keyboard)
          == [.response(.modeReport(mode: 2026, setting: 0))])
      #expect(decode(Self.esc + "[?1u", keyboard) == [.response(.keyboardFlags(1))])
      #expect(decode(Self.esc + "[?0u", keyboard) == [.response(.keyboardFlags(0))])
      #expect(decode(Self.esc + "[?u", keyboard) == [.response(.keyboardFlags(0))])
    }
    #expect(TerminalResponse.modeReport(mode: 2026, setting: 1).reportsSupport(forMode: 2026))
    #expect(!TerminalResponse.modeReport(mode: 2026, setting: 4).reportsSupport(forMode: 2026))
    #expect(!TerminalResponse.modeReport(mode: 2026, setting: 0).reportsSupport(forMode: 2026))
    #expect(!TerminalResponse.modeReport(mode: 25, setting: 1).reportsSupport(forMode: 2026))
  }

  @Test func malformedAnswersAreSkippedAndWhatFollowsIsKept() {
    // No mode number, no `?`, two intermediates: nothing; the key after still arrives.
    #expect(decode(Self.esc + "[?2026$yq") == [.char("q")])
    #expect(decode(Self.esc + "[2026;1$yq") == [.char("q")])
    #expect(decode(Self.esc + "[?2026;1$$yq") == [.char("q")])
    // A reply split across reads is still one response.
    var decoder = InputDecoder()
    #expect(decoder.decode(Array((Self.esc + "[?20").utf8), now: 1_000) == [])
    #expect(
      decoder.decode(Array("26;1$y".utf8), now: 2_000)
        == [.response(.modeReport(mode: 2026, setting: 1))])
  }
}
