import Testing
import TrellisTerminal

/// Replies to the graphics queries arrive as typed responses, whole or split across reads,
/// and never as key presses.
@Suite struct TerminalResponseTests {
  static let esc = "\u{1B}"

  /// The events `text` decodes to, fed whole, then flushed long after.
  func decode(_ text: String) -> [InputEvent] {
    decode([Array(text.utf8)])
  }

  /// The events of `parts` fed one read at a time, then flushed long after.
  func decode(_ parts: [[UInt8]]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for part in parts { events += decoder.decode(part, now: 1_000) }
    events += decoder.flush(now: 10_000_000_000)
    return events
  }

  @Test func aKittyOKAndAKittyError() {
    #expect(
      decode(Self.esc + "_Gi=31;OK" + Self.esc + "\\")
        == [.response(.kittyGraphics(id: 31, message: "OK"))])
    let error = decode(Self.esc + "_Gi=31;ENOTSUPPORTED:no graphics" + Self.esc + "\\")
    #expect(error == [.response(.kittyGraphics(id: 31, message: "ENOTSUPPORTED:no graphics"))])
    if case .response(let response)? = error.first { #expect(!response.isKittyOK) }
    #expect(TerminalResponse.kittyGraphics(id: 31, message: "OK").isKittyOK)
  }

  @Test func deviceAttributesWithAndWithoutSixel() {
    #expect(
      decode(Self.esc + "[?62;4;22c") == [.response(.primaryDeviceAttributes([62, 4, 22]))])
    #expect(decode(Self.esc + "[?1;2c") == [.response(.primaryDeviceAttributes([1, 2]))])
  }

  @Test func terminalVersionAndCellSize() {
    #expect(
      decode(Self.esc + "P>|iTerm2 3.5.0" + Self.esc + "\\")
        == [.response(.terminalVersion("iTerm2 3.5.0"))])
    #expect(decode(Self.esc + "[6;20;10t") == [.response(.cellPixelSize(width: 10, height: 20))])
    #expect(
      decode(Self.esc + "[4;480;800t") == [.response(.windowPixelSize(width: 800, height: 480))])
  }

  @Test func repliesInOneReadAmongKeys() {
    let text =
      "a" + Self.esc + "_Gi=31;OK" + Self.esc + "\\" + Self.esc + "P>|WezTerm 2024" + Self.esc
      + "\\" + Self.esc + "[6;18;9t" + Self.esc + "[?65;4c" + "b"
    #expect(
      decode(text) == [
        .key(.character("a")), .response(.kittyGraphics(id: 31, message: "OK")),
        .response(.terminalVersion("WezTerm 2024")),
        .response(.cellPixelSize(width: 9, height: 18)),
        .response(.primaryDeviceAttributes([65, 4])), .key(.character("b")),
      ])
  }

  @Test func repliesSplitAcrossReadsAtEveryByte() {
    let bytes = Array(
      (Self.esc + "_Gi=31;OK" + Self.esc + "\\" + Self.esc + "P>|kitty(0.35)" + Self.esc + "\\"
        + Self.esc + "[?62;4c").utf8)
    let expected: [InputEvent] = [
      .response(.kittyGraphics(id: 31, message: "OK")), .response(.terminalVersion("kitty(0.35)")),
      .response(.primaryDeviceAttributes([62, 4])),
    ]
    for cut in 1..<bytes.count {
      #expect(decode([Array(bytes[..<cut]), Array(bytes[cut...])]) == expected, "cut at \(cut)")
    }
    #expect(decode(bytes.map { [$0] }) == expected)
  }

  @Test func garbageNeverBecomesKeysOrResponses() {
    // An APC that is not kitty's, a DCS that is not XTVERSION, an OSC: skipped.
    #expect(decode(Self.esc + "_Xabc" + Self.esc + "\\x") == [.key(.character("x"))])
    #expect(decode(Self.esc + "P1+r524742" + Self.esc + "\\") == [])
    #expect(decode(Self.esc + "]11;rgb:0/0/0\u{7}") == [])
    // A kitty reply without its `;`, a cancelled one, one cut by a new sequence.
    #expect(decode(Self.esc + "_Gi=31" + Self.esc + "\\") == [])
    #expect(decode(Self.esc + "_Gi=31;OK\u{18}y") == [.key(.character("y"))])
    #expect(decode(Self.esc + "_Gi=31;OK" + Self.esc + "[A") == [.key(.up)])
    // A reply longer than any real one is skipped whole, and what follows is read.
    let long = Self.esc + "_G" + String(repeating: "A", count: 10_000) + ";OK" + Self.esc + "\\z"
    #expect(decode(long) == [.key(.character("z"))])
    // A reply that never ends is dropped at the timeout.
    #expect(decode(Self.esc + "_Gi=31;OK") == [])
    // Control bytes in a version are sanitized.
    #expect(
      decode(Self.esc + "P>|evil\u{9B}2J" + Self.esc + "\\")
        == [.response(.terminalVersion("evil\u{FFFD}2J"))])
  }
}
