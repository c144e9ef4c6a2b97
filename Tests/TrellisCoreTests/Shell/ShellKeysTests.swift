import Testing
import TrellisCore
import TrellisTerminal

@Suite struct ShellKeysTests {
  /// The one key a key script names.
  private func key(_ name: String) throws -> KeyEvent {
    let events = try KeyScript(name).events
    guard events.count == 1, case .key(let key) = events[0] else {
      throw KeyScriptError.unknownKey(token: name, position: 1)
    }
    return key
  }

  @Test func listsEveryKeyTheShellActsOn() throws {
    let expected: [String: ShellKeys.Action] = [
      "q": .quit, "ctrl-c": .interrupt, "ctrl-z": .suspend, ":": .openPalette,
      "ctrl-p": .openPalette,
      "?": .openHelp, "m": .openMessages, "esc": .back, "backspace": .back, "tab": .focusNext,
      "shift-tab": .focusPrevious, "1": .selectTab(0), "9": .selectTab(8),
      "alt-1": .selectTab(0), "alt-9": .selectTab(8),
    ]
    for (name, action) in expected {
      #expect(ShellKeys.action(for: try key(name)) == action, "\(name)")
    }
    #expect(ShellKeys.reserved.count == 11 + 18)
    #expect(ShellKeys.action(for: .character("0")) == nil)
    #expect(ShellKeys.action(for: .character("Q")) == nil)
    #expect(ShellKeys.action(for: .control("n")) == nil)
  }

  @Test func refusalsSayWhatTheKeyDoes() {
    #expect(ShellKeys.refusal(for: .character("q")) == "the shell's key to quit")
    #expect(ShellKeys.refusal(for: .alt("4")) == "the shell's key to select tab 4")
    #expect(
      ShellKeys.refusal(for: .control("m"))
        == "sent as enter by most terminals, so the command would rarely run")
    #expect(ShellKeys.refusal(for: .control("n")) == nil)
  }

  @Test func keyNamesReadBackAsTheSameKey() throws {
    let names = [
      "q", "G", ":", "ctrl-n", "alt-1", "shift-tab", "ctrl-up", "alt-shift-left", "f5",
      "ctrl-f12", "space", "ctrl-space", "enter", "esc", "pgdn", "ctrl-alt-x", "é",
    ]
    for name in names {
      let event = try key(name)
      #expect(KeyScript.name(of: event) == name)
      #expect(try key(KeyScript.name(of: event)) == event)
    }
    #expect(KeyScript.name(of: try key("CTRL-N")) == "ctrl-n")
  }
}
