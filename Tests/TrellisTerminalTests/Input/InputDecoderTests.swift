import Testing
import TrellisTerminal

@Suite struct InputDecoderTests {
  static let esc = "\u{1B}"

  /// Byte sequences and the events they mean.
  static let table: [DecoderCase] = [
    // Text
    DecoderCase("a", .char("a")),
    DecoderCase("Hi", .char("H"), .char("i")),
    DecoderCase(" ~", .char(" "), .char("~")),
    DecoderCase("é", .char("é")),
    DecoderCase("日本", .char("日"), .char("本")),
    DecoderCase("😀", .char("😀")),
    // Control keys
    DecoderCase("\r", .key(.enter)),
    DecoderCase("\n", .key(.enter)),
    DecoderCase("\t", .key(.tab)),
    DecoderCase(bytes: [0x7F], .key(.backspace)),
    DecoderCase(bytes: [0x08], .key(.backspace)),
    DecoderCase(bytes: [0x00], .ctrl(" ")),
    DecoderCase(bytes: [0x01], .ctrl("a")),
    DecoderCase(bytes: [0x03], .ctrl("c")),
    DecoderCase(bytes: [0x0B, 0x0C], .ctrl("k"), .ctrl("l")),
    DecoderCase(bytes: [0x1A], .ctrl("z")),
    DecoderCase(bytes: [0x1C, 0x1D, 0x1F], .ctrl("\\"), .ctrl("]"), .ctrl("_")),
    // Escape and Alt
    DecoderCase(esc, .key(.escape), timed: true),
    DecoderCase(esc + esc, .keyed(.escape, .alt), timed: true),
    DecoderCase(esc + "[", .key(.alt("[")), timed: true),
    DecoderCase(esc + "O", .key(.alt("O")), timed: true),
    DecoderCase(esc + "[1;", timed: true),
    DecoderCase(esc + "x", .key(.alt("x"))),
    DecoderCase(esc + "X", .key(.alt("X"))),
    DecoderCase(esc + " ", .key(.alt(" "))),
    DecoderCase(esc + "é", .key(.alt("é"))),
    DecoderCase(esc + "\u{3}", .char("c", [.control, .alt])),
    DecoderCase(esc + "\u{7F}", .keyed(.backspace, .alt)),
    DecoderCase(esc + "\r", .keyed(.enter, .alt)),
    DecoderCase(esc + esc + "[A", .keyed(.up, .alt)),
    DecoderCase(esc + esc + "x", .keyed(.escape, .alt), .char("x")),
    DecoderCase(bytes: [0x1B, 0xFF], .key(.escape), .char("\u{FFFD}")),
    // Arrows, with modifiers
    DecoderCase(esc + "[A", .key(.up)),
    DecoderCase(esc + "[B", .key(.down)),
    DecoderCase(esc + "[C", .key(.right)),
    DecoderCase(esc + "[D", .key(.left)),
    DecoderCase(esc + "OA", .key(.up)),
    DecoderCase(esc + "OB", .key(.down)),
    DecoderCase(esc + "OC", .key(.right)),
    DecoderCase(esc + "OD", .key(.left)),
    DecoderCase(esc + "[1;5A", .keyed(.up, .control)),
    DecoderCase(esc + "[1;2B", .keyed(.down, .shift)),
    DecoderCase(esc + "[1;3C", .keyed(.right, .alt)),
    DecoderCase(esc + "[1;8D", .keyed(.left, [.shift, .alt, .control])),
    DecoderCase(esc + "[1;9A", .keyed(.up, .alt)),
    DecoderCase(esc + "O5D", .keyed(.left, .control)),
    // Home, End, Insert, Delete, Page Up/Down
    DecoderCase(esc + "[H", .key(.home)),
    DecoderCase(esc + "[F", .key(.end)),
    DecoderCase(esc + "[1~", .key(.home)),
    DecoderCase(esc + "[4~", .key(.end)),
    DecoderCase(esc + "[7~", .key(.home)),
    DecoderCase(esc + "[8~", .key(.end)),
    DecoderCase(esc + "OH", .key(.home)),
    DecoderCase(esc + "OF", .key(.end)),
    DecoderCase(esc + "[1;5H", .keyed(.home, .control)),
    DecoderCase(esc + "[2~", .key(.insert)),
    DecoderCase(esc + "[3~", .key(.delete)),
    DecoderCase(esc + "[5~", .key(.pageUp)),
    DecoderCase(esc + "[6~", .key(.pageDown)),
    DecoderCase(esc + "[3;5~", .keyed(.delete, .control)),
    DecoderCase(esc + "[5;2~", .keyed(.pageUp, .shift)),
    // Function keys
    DecoderCase(esc + "OP", .fn(1)),
    DecoderCase(esc + "OQ", .fn(2)),
    DecoderCase(esc + "OR", .fn(3)),
    DecoderCase(esc + "OS", .fn(4)),
    DecoderCase(esc + "[11~", .fn(1)),
    DecoderCase(esc + "[12~", .fn(2)),
    DecoderCase(esc + "[13~", .fn(3)),
    DecoderCase(esc + "[14~", .fn(4)),
    DecoderCase(esc + "[15~", .fn(5)),
    DecoderCase(esc + "[17~", .fn(6)),
    DecoderCase(esc + "[18~", .fn(7)),
    DecoderCase(esc + "[19~", .fn(8)),
    DecoderCase(esc + "[20~", .fn(9)),
    DecoderCase(esc + "[21~", .fn(10)),
    DecoderCase(esc + "[23~", .fn(11)),
    DecoderCase(esc + "[24~", .fn(12)),
    DecoderCase(esc + "[15;5~", .fn(5, .control)),
    DecoderCase(esc + "[24;2~", .fn(12, .shift)),
    DecoderCase(esc + "[1;2P", .fn(1, .shift)),
    DecoderCase(esc + "[1;5R", .fn(3, .control)),
    DecoderCase(esc + "O2P", .fn(1, .shift)),
    // Shift-Tab, modifyOtherKeys, CSI u, keypad
    DecoderCase(esc + "[Z", .key(.backTab)),
    DecoderCase(esc + "[27;5;13~", .keyed(.enter, .control)),
    DecoderCase(esc + "[27;5;105~", .ctrl("i")),
    DecoderCase(esc + "[104;5u", .ctrl("h")),
    DecoderCase(esc + "[97;2u", .char("A")),
    DecoderCase(esc + "[9;2u", .key(.backTab)),
    DecoderCase(esc + "[27u", .key(.escape)),
    DecoderCase(esc + "OM", .key(.enter)),
    DecoderCase(esc + "Op" + esc + "Ok", .char("0"), .char("+")),
    // Bracketed paste
    DecoderCase(esc + "[200~hello" + esc + "[201~", .pasted("hello")),
    DecoderCase(esc + "[200~" + esc + "[201~", .pasted("")),
    DecoderCase(esc + "[200~a" + esc + "[Ab\r\n" + esc + "[201~", .pasted("a\u{1B}[Ab\r\n")),
    DecoderCase(
      esc + "[200~" + esc + "[200~" + esc + "[201" + esc + "[201~x",
      .pasted("\u{1B}[200~\u{1B}[201"),
      .char("x")),
    DecoderCase(esc + "[200~日本" + esc + "[201~" + esc + "[A", .pasted("日本"), .key(.up)),
    // SGR mouse
    DecoderCase(esc + "[<0;1;1M", .mouseAt(.press, .left, 0, 0)),
    DecoderCase(esc + "[<0;10;5m", .mouseAt(.release, .left, 9, 4)),
    DecoderCase(esc + "[<1;3;4M", .mouseAt(.press, .middle, 2, 3)),
    DecoderCase(esc + "[<2;3;4M", .mouseAt(.press, .right, 2, 3)),
    DecoderCase(esc + "[<2;3;4m", .mouseAt(.release, .right, 2, 3)),
    DecoderCase(esc + "[<32;5;6M", .mouseAt(.drag, .left, 4, 5)),
    DecoderCase(esc + "[<34;5;6M", .mouseAt(.drag, .right, 4, 5)),
    DecoderCase(esc + "[<35;5;6M", .mouseAt(.move, .none, 4, 5)),
    DecoderCase(esc + "[<64;2;3M", .mouseAt(.wheelUp, .none, 1, 2)),
    DecoderCase(esc + "[<65;2;3M", .mouseAt(.wheelDown, .none, 1, 2)),
    DecoderCase(esc + "[<66;2;3M", .mouseAt(.wheelLeft, .none, 1, 2)),
    DecoderCase(esc + "[<67;2;3M", .mouseAt(.wheelRight, .none, 1, 2)),
    DecoderCase(esc + "[<4;1;1M", .mouseAt(.press, .left, 0, 0, .shift)),
    DecoderCase(esc + "[<8;1;1M", .mouseAt(.press, .left, 0, 0, .alt)),
    DecoderCase(esc + "[<16;1;1M", .mouseAt(.press, .left, 0, 0, .control)),
    DecoderCase(esc + "[<80;300;200M", .mouseAt(.wheelUp, .none, 299, 199, .control)),
    DecoderCase(esc + "[<0;0;0M", .mouseAt(.press, .left, 0, 0)),
    DecoderCase(esc + "[M !!", .mouseAt(.press, .left, 0, 0)),
    DecoderCase(esc + "[M#*%", .mouseAt(.release, .none, 9, 4)),
    // Focus
    DecoderCase(esc + "[I", .focus(.gained)),
    DecoderCase(esc + "[O", .focus(.lost)),
    // Replies to queries are responses, never keys
    DecoderCase(esc + "[?1;2c", .response(.primaryDeviceAttributes([1, 2]))),
    DecoderCase(esc + "[?2026;2$y", .response(.modeReport(mode: 2026, setting: 2))),
    DecoderCase(esc + "[?1u", .response(.keyboardFlags(1))),
    // kitty's keypad keys, sub-parameters and releases
    DecoderCase(esc + "[57399u", .char("0")),
    DecoderCase(esc + "[97:65;2u", .char("A")),
    DecoderCase(esc + "[97;1:3u"),
    // Skipped whole: other replies, unknown, malformed, overlong
    DecoderCase(esc + "[12;40R"),
    DecoderCase(esc + "[99~"),
    DecoderCase(esc + "[1;5X"),
    DecoderCase(esc + "[!p"),
    DecoderCase(esc + "[201~"),
    DecoderCase(esc + "[<128;1;1M"),
    DecoderCase(esc + "[<0;1M"),
    DecoderCase(esc + "[57358u"),  // kitty's Caps Lock key: no key here
    DecoderCase(esc + "[1\u{1}", .ctrl("a")),
    DecoderCase(esc + "[1" + esc + "[A", .key(.up)),
    DecoderCase(esc + "[" + String(repeating: "1", count: 100) + "Ab", .char("b")),
    DecoderCase(esc + "[M\u{1}", .ctrl("a")),
    // Terminal replies in string form (OSC, DCS, APC) are read; a kitty graphics or
    // XTVERSION reply is a response, the others are skipped; alone they are Alt keys
    DecoderCase(esc + "]11;rgb:0000/0000/0000\u{7}x", .char("x")),
    DecoderCase(esc + "]0;title" + esc + "\\x", .char("x")),
    DecoderCase(esc + "_Gi=31;OK" + esc + "\\", .response(.kittyGraphics(id: 31, message: "OK"))),
    DecoderCase(esc + "P1+r524742" + esc + "\\"),
    DecoderCase(esc + "]52;c;é\u{18}é", .char("é")),
    DecoderCase(esc + "]abc" + esc + "[A", .key(.up)),
    DecoderCase(esc + "]", .key(.alt("]")), timed: true),
    DecoderCase(esc + "P", .key(.alt("P")), timed: true),
    DecoderCase(esc + "_", .key(.alt("_")), timed: true),
    DecoderCase(esc + "]ab", timed: true),
    DecoderCase(esc + "]ab" + esc, timed: true),
    // Invalid UTF-8
    DecoderCase(bytes: [0xFF], .char("\u{FFFD}")),
    DecoderCase(bytes: [0x80, 0x61], .char("\u{FFFD}"), .char("a")),
    DecoderCase(bytes: [0xC3, 0x28], .char("\u{FFFD}"), .char("(")),
    DecoderCase(
      bytes: [0xED, 0xA0, 0x80], .char("\u{FFFD}"), .char("\u{FFFD}"), .char("\u{FFFD}")),
    DecoderCase(bytes: [0xE2, 0x82], .char("\u{FFFD}"), timed: true),
    DecoderCase(bytes: [0xE2, 0x82, 0x1B, 0x5B, 0x41], .char("\u{FFFD}"), .key(.up)),
    DecoderCase(bytes: [0xC2, 0x9B, 0x41], .char("A")),
  ]

  @Test(arguments: table)
  func decodesTheSequence(_ row: DecoderCase) {
    #expect(DecoderCase.decode([row.bytes[...]]) == row.events)
  }

  @Test(arguments: table)
  func anySplitGivesTheSameEvents(_ row: DecoderCase) {
    for cut in 0...row.bytes.count {
      let parts = [row.bytes[..<cut], row.bytes[cut...]]
      #expect(DecoderCase.decode(parts) == row.events, "split at \(cut)")
    }
    let bytewise = row.bytes.indices.map { row.bytes[$0...$0] }
    #expect(DecoderCase.decode(bytewise) == row.events, "byte by byte")
  }

  @Test func theWholeTableInOneStreamGivesEveryRowsEvents() {
    let rows = Self.table.filter { !$0.timed }
    let bytes = rows.flatMap(\.bytes)
    #expect(DecoderCase.decode([bytes[...]]) == rows.flatMap(\.events))
  }

  @Test func printableBytesDecodeLikeStringDecoding() {
    var random = InputFuzzRandom(seed: 7)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 1...24, using: &random)).map { _ in
        UInt8.random(in: 0x20...0xFF, using: &random)
      }.filter { $0 != 0x7F }
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars
        .filter { !(0x80...0x9F).contains($0.value) }
        .map { InputEvent.char(Character($0)) }
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      for byte in bytes { events += decoder.decode([byte], now: 0) }
      events += decoder.flush(now: .max)
      #expect(events == expected, "\(bytes)")
    }
  }
}
