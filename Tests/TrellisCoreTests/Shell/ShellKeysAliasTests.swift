import Testing
import TrellisCore
import TrellisTerminal

/// Every spelling of a shell key that a terminal sends as that key is refused to a
/// command: the aliases come from the bytes each key sends, read back by the decoder.
@Suite struct ShellKeysAliasTests {
  private func key(_ name: String) throws -> KeyEvent {
    let events = try KeyScript(name).events
    guard events.count == 1, case .key(let key) = events[0] else {
      throw KeyScriptError.unknownKey(token: name, position: 1)
    }
    return key
  }

  @Test(arguments: [
    ("ctrl-2", "ctrl-space"), ("ctrl-@", "ctrl-space"), ("ctrl-space", "ctrl-space"),
    ("ctrl-3", "esc"), ("ctrl-[", "esc"), ("ctrl-4", "ctrl-\\"), ("ctrl-5", "ctrl-]"),
    ("ctrl-6", "ctrl-^"), ("ctrl-7", "ctrl-_"), ("ctrl-/", "ctrl-_"), ("ctrl-8", "backspace"),
    ("ctrl-?", "backspace"), ("ctrl-h", "backspace"), ("ctrl-i", "tab"), ("ctrl-m", "enter"),
    ("ctrl-j", "enter"), ("ctrl-1", "1"), ("ctrl-9", "9"), ("ctrl-tab", "tab"),
    ("ctrl-enter", "enter"), ("ctrl-backspace", "backspace"), ("shift-esc", "esc"),
    ("ctrl-n", "ctrl-n"), ("alt-x", "alt-x"), ("ctrl-up", "ctrl-up"),
  ])
  func eachKeyArrivesAsTheBytesItSendsSay(written: String, arrives: String) throws {
    #expect(KeyScript.name(of: ShellKeys.arrival(of: try key(written))) == arrives)
  }

  @Test(arguments: [
    "ctrl-2", "ctrl-@", "ctrl-3", "ctrl-[", "ctrl-8", "ctrl-?", "ctrl-h", "ctrl-i", "ctrl-m",
    "ctrl-1", "ctrl-9", "ctrl-tab", "ctrl-enter", "ctrl-backspace", "shift-esc", "shift-enter",
  ])
  func everyAliasOfAShellKeyOrAnotherKeyIsRefused(written: String) throws {
    #expect(ShellKeys.refusal(for: try key(written)) != nil)
  }

  @Test(arguments: ["ctrl-n", "ctrl-space", "alt-x", "ctrl-up", "f5", "ctrl-\\", "x"])
  func keysThatArriveAsThemselvesAreFree(written: String) throws {
    #expect(ShellKeys.refusal(for: try key(written)) == nil)
  }
}
