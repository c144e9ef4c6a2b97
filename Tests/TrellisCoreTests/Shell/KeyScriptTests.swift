import Testing
import TrellisCore
import TrellisTerminal

@Suite struct KeyScriptTests {
  @Test func singleCharactersTypeThemselves() throws {
    let script = try KeyScript("a Q : ? 1 é -")
    #expect(
      script.events == ["a", "Q", ":", "?", "1", "é", "-"].map { .key(.character(Character($0))) })
  }

  @Test func namedKeys() throws {
    let script = try KeyScript(
      "enter esc tab shift-tab space backspace delete up down left right home end pgup pgdn")
    let expected: [KeyEvent] = [
      .enter, .escape, .tab, .backTab, .character(" "), .backspace, .delete, .up, .down, .left,
      .right, .home, .end, .pageUp, .pageDown,
    ]
    #expect(script.events == expected.map { .key($0) })
  }

  @Test func functionKeys() throws {
    let script = try KeyScript("f1 f5 F12")
    #expect(script.events == [1, 5, 12].map { .key(.function($0)) })
    #expect(throws: KeyScriptError.unknownKey(token: "f13", position: 1)) {
      try KeyScript("f13")
    }
  }

  @Test func modifiers() throws {
    let script = try KeyScript("ctrl-c ctrl-P alt-1 alt-X ctrl-up alt-enter shift-up")
    #expect(
      script.events == [
        .key(.control("c")), .key(.control("p")), .key(.alt("1")), .key(.alt("X")),
        .key(.up.with(.control)), .key(.enter.with(.alt)), .key(.up.with(.shift)),
      ])
  }

  @Test func namesAreCaseInsensitive() throws {
    #expect(
      try KeyScript("ENTER Esc Shift-Tab").events == [.key(.enter), .key(.escape), .key(.backTab)])
  }

  @Test func waitsSplitTheBatches() throws {
    let script = try KeyScript("a b wait:250 c wait:0")
    #expect(
      script.steps == [
        .input(.key(.character("a"))), .input(.key(.character("b"))), .wait(milliseconds: 250),
        .input(.key(.character("c"))), .wait(milliseconds: 0),
      ])
    #expect(
      script.batches == [
        .events([.key(.character("a")), .key(.character("b"))]), .wait(milliseconds: 250),
        .events([.key(.character("c"))]), .wait(milliseconds: 0),
      ])
  }

  @Test func extraSpacesAreIgnoredAndEmptyIsEmpty() throws {
    #expect(try KeyScript("  a   b  ").events.count == 2)
    #expect(try KeyScript("").steps.isEmpty)
    #expect(try KeyScript("   ").steps.isEmpty)
  }

  @Test func unknownNamesAreErrorsNamingTheToken() {
    #expect(throws: KeyScriptError.unknownKey(token: "entr", position: 2)) {
      try KeyScript("a entr b")
    }
    do {
      _ = try KeyScript("a entr b")
      Issue.record("no error")
    } catch {
      let message = "\(error)"
      #expect(message.contains("'entr'"))
      #expect(message.contains("key 2"))
      #expect(message.contains("enter, esc"))
    }
  }

  @Test func badWaits() {
    for token in [
      "wait:", "wait:abc", "wait:-5", "wait:1.5", "wait:600001", "wait:99999999999999999999",
    ] {
      #expect(throws: KeyScriptError.badWait(token: token, position: 1)) { try KeyScript(token) }
    }
  }

  @Test func badModifiers() {
    #expect(throws: KeyScriptError.badModifier(token: "ctrl-", position: 1)) {
      try KeyScript("ctrl-")
    }
    #expect(throws: KeyScriptError.badModifier(token: "shift-a", position: 1)) {
      try KeyScript("shift-a")
    }
    #expect(throws: KeyScriptError.unknownKey(token: "ctrl-foo", position: 1)) {
      try KeyScript("ctrl-foo")
    }
  }

  @Test func hostileTokensAreSanitizedInMessages() {
    do {
      _ = try KeyScript("\u{1B}[2Jboom")
      Issue.record("no error")
    } catch {
      #expect(!"\(error)".contains("\u{1B}"))
    }
  }
}
