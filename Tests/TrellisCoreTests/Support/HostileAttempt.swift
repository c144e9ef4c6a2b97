import Testing
import TrellisCore

/// One thing a hostile plugin `evil` tries against a well-behaved `tasks` plugin (routes
/// `tasks`, `tasks/new`, `tasks/:id/edit`; command `tasks.new` on `ctrl-n`), with the message
/// the host must refuse it with. Each attempt is its own plugin: a plugin fails on its first
/// problem.
enum HostileAttempt: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case keyInAnotherCase
  case keyThatIsNoKey
  case keyChord
  case quitKey
  case interruptKey
  case interruptKeyUppercase
  case paletteKey
  case paletteControlKey
  case helpKey
  case escapeKey
  case backspaceKey
  case tabKey
  case shiftTabKey
  case tabDigitKey
  case altTabDigitKey
  case controlIAliasOfTab
  case controlHAliasOfBackspace
  case controlTwoAliasOfControlSpace
  case controlAtAliasOfControlSpace
  case controlThreeAliasOfEscape
  case controlBracketAliasOfEscape
  case controlEightAliasOfBackspace
  case controlQuestionAliasOfBackspace
  case controlOneAliasOfTabDigit
  case controlMAliasOfEnter
  case controlShiftTabAliasOfTab
  case prefixInAnotherCase
  case prefixWithACyrillicLetter
  case prefixWithAnEscapedSlash
  case prefixInFullWidth
  case prefixOfTheShell
  case routeOfTheShellInAnotherCase
  case tabOfAnotherPlugin
  case routeOutsideItsID
  case routeUnderAPrefixOfItsID
  case literalShadowingAParameter
  case restShadowingLiterals
  case sameShapeOtherNames
  case prefixWithAParameter
  case emptyPrefix

  /// The well-behaved plugin the attempts aim at.
  @MainActor static let victim = HostTestPlugin("tasks") { context in
    for pattern in ["tasks", "tasks/new", "tasks/:id/edit"] {
      context.route(pattern, title: pattern, screen: RouterTestScreens.plain)
    }
    context.command(Command(id: "tasks.new", title: "New task", key: "ctrl-n", route: "tasks/new"))
  }

  var testDescription: String { rawValue }

  /// The hostile plugin, id `evil`.
  var plugin: HostTestPlugin {
    switch self {
    case .keyInAnotherCase: return command(key: "ctrl-N")
    case .keyThatIsNoKey: return command(key: "ctrl-")
    case .keyChord: return command(key: "ctrl-x ctrl-s")
    case .quitKey: return command(key: "q")
    case .interruptKey: return command(key: "ctrl-c")
    case .interruptKeyUppercase: return command(key: "CTRL-C")
    case .paletteKey: return command(key: ":")
    case .paletteControlKey: return command(key: "ctrl-p")
    case .helpKey: return command(key: "?")
    case .escapeKey: return command(key: "esc")
    case .backspaceKey: return command(key: "backspace")
    case .tabKey: return command(key: "tab")
    case .shiftTabKey: return command(key: "shift-tab")
    case .tabDigitKey: return command(key: "3")
    case .altTabDigitKey: return command(key: "alt-9")
    case .controlIAliasOfTab: return command(key: "ctrl-i")
    case .controlHAliasOfBackspace: return command(key: "ctrl-h")
    case .controlTwoAliasOfControlSpace: return command(key: "ctrl-2")
    case .controlAtAliasOfControlSpace: return command(key: "ctrl-@")
    case .controlThreeAliasOfEscape: return command(key: "ctrl-3")
    case .controlBracketAliasOfEscape: return command(key: "ctrl-[")
    case .controlEightAliasOfBackspace: return command(key: "ctrl-8")
    case .controlQuestionAliasOfBackspace: return command(key: "ctrl-?")
    case .controlOneAliasOfTabDigit: return command(key: "ctrl-1")
    case .controlMAliasOfEnter: return command(key: "ctrl-m")
    case .controlShiftTabAliasOfTab: return command(key: "ctrl-tab")
    case .prefixInAnotherCase: return route("Tasks/mine", claiming: ["Tasks"])
    case .prefixWithACyrillicLetter: return route("t\u{430}sks/mine", claiming: ["t\u{430}sks"])
    case .prefixWithAnEscapedSlash: return route("tasks%2Fnew", claiming: ["tasks%2Fnew"])
    case .prefixInFullWidth: return route("\u{FF54}asks", claiming: ["\u{FF54}asks"])
    case .prefixOfTheShell: return route("plugins/x", claiming: ["plugins/x"])
    case .routeOfTheShellInAnotherCase: return route("Help", claiming: ["Help"])
    case .tabOfAnotherPlugin:
      return HostTestPlugin("evil") { context in
        context.route("evil", title: "Evil", screen: RouterTestScreens.plain)
        context.tab(title: "T\u{430}sks", route: "evil")
      }
    case .routeOutsideItsID: return route("tasks/5/edit")
    case .routeUnderAPrefixOfItsID: return route("evilness")
    case .literalShadowingAParameter: return route("tasks/5/edit", claiming: ["tasks"])
    case .restShadowingLiterals: return route("tasks/*rest", claiming: ["tasks"])
    case .sameShapeOtherNames: return route("tasks/:key/edit", claiming: ["tasks"])
    case .prefixWithAParameter: return route("tasks/5/edit", claiming: ["tasks/:id"])
    case .emptyPrefix: return route("tasks/5/edit", claiming: [""])
    }
  }

  /// The message the host refuses `evil` with.
  var expected: String {
    switch self {
    case .keyInAnotherCase:
      return "key ctrl-n is claimed by both tasks.new (tasks) and evil.run (evil)"
    case .keyThatIsNoKey, .keyChord:
      let key = self == .keyChord ? "ctrl-x ctrl-s" : "ctrl-"
      return "plugin evil: command evil.run has key \"\(key)\", which is not a key; write a "
        + "single character, a key name (enter, esc, tab, space, backspace, delete, up, down, "
        + "left, right, home, end, pgup, pgdn, f1…f12), or ctrl-, alt- or shift- before one, "
        + "like ctrl-n or alt-x"
    case .quitKey: return reserved("q", "the shell's key to quit")
    case .interruptKey, .interruptKeyUppercase: return reserved("ctrl-c", "the shell's key to quit")
    case .paletteKey: return reserved(":", "the shell's key to open the command palette")
    case .paletteControlKey:
      return reserved("ctrl-p", "the shell's key to open the command palette")
    case .helpKey: return reserved("?", "the shell's key to open the help")
    case .escapeKey: return reserved("esc", "the shell's key to go back")
    case .backspaceKey: return reserved("backspace", "the shell's key to go back")
    case .tabKey: return reserved("tab", "the shell's key to move to the next field")
    case .shiftTabKey: return reserved("shift-tab", "the shell's key to move to the previous field")
    case .tabDigitKey: return reserved("3", "the shell's key to select tab 3")
    case .altTabDigitKey: return reserved("alt-9", "the shell's key to select tab 9")
    case .controlIAliasOfTab:
      return reserved(
        "ctrl-i",
        "sent as tab by most terminals, and tab is the shell's key to move to the next field")
    case .controlHAliasOfBackspace:
      return reserved(
        "ctrl-h", "sent as backspace by most terminals, and backspace is the shell's key to go back"
      )
    case .controlTwoAliasOfControlSpace, .controlAtAliasOfControlSpace:
      let key = self == .controlAtAliasOfControlSpace ? "ctrl-@" : "ctrl-2"
      return reserved(key, "sent as ctrl-space by most terminals, so the command would rarely run")
    case .controlThreeAliasOfEscape, .controlBracketAliasOfEscape:
      let key = self == .controlBracketAliasOfEscape ? "ctrl-[" : "ctrl-3"
      return reserved(
        key, "sent as esc by most terminals, and esc is the shell's key to go back")
    case .controlEightAliasOfBackspace, .controlQuestionAliasOfBackspace:
      let key = self == .controlQuestionAliasOfBackspace ? "ctrl-?" : "ctrl-8"
      return reserved(
        key, "sent as backspace by most terminals, and backspace is the shell's key to go back")
    case .controlOneAliasOfTabDigit:
      return reserved(
        "ctrl-1", "sent as 1 by most terminals, and 1 is the shell's key to select tab 1")
    case .controlMAliasOfEnter:
      return reserved("ctrl-m", "sent as enter by most terminals, so the command would rarely run")
    case .controlShiftTabAliasOfTab:
      return reserved(
        "ctrl-tab",
        "sent as tab by most terminals, and tab is the shell's key to move to the next field")
    case .prefixInAnotherCase, .prefixWithACyrillicLetter, .prefixWithAnEscapedSlash,
      .prefixInFullWidth:
      let prefix = attemptedPrefix
      return room("route prefix \"\(prefix)\"", "plugin tasks")
    case .prefixOfTheShell, .routeOfTheShellInAnotherCase:
      return room("route prefix \"\(attemptedPrefix)\"", "the shell (trellis)")
    case .tabOfAnotherPlugin:
      return room("tab T\u{430}sks", "plugin tasks")
    case .routeOutsideItsID, .routeUnderAPrefixOfItsID:
      let route = self == .routeOutsideItsID ? "tasks/5/edit" : "evilness"
      return "plugin evil: route \(route) is outside its own routes (evil, evil/…); put it under "
        + "evil/ or claim its prefix in the manifest's routePrefixes"
    case .literalShadowingAParameter, .restShadowingLiterals, .sameShapeOtherNames:
      // Claiming tasks is refused before any route of evil's is compared with tasks's.
      return room("route prefix \"tasks\"", "plugin tasks")
    case .prefixWithAParameter, .emptyPrefix:
      let prefix = self == .emptyPrefix ? "" : "tasks/:id"
      return "plugin evil: route prefix \"\(prefix)\" in the manifest's routePrefixes is not a "
        + "literal route path; write one like evil or evil/archive"
    }
  }

  /// Whether the attempt claims what is another's whichever plugin loads first (so it
  /// fails with the same message when evil is listed before tasks).
  var failsWhicheverLoadsFirst: Bool {
    switch self {
    case .prefixInAnotherCase, .prefixWithACyrillicLetter, .prefixWithAnEscapedSlash,
      .prefixInFullWidth, .prefixOfTheShell, .routeOfTheShellInAnotherCase, .tabOfAnotherPlugin,
      .routeOutsideItsID, .prefixWithAParameter, .emptyPrefix:
      return true
    default:
      return false
    }
  }

  /// The prefix a room attempt claims.
  private var attemptedPrefix: String {
    plugin.manifest.routePrefixes.first ?? ""
  }

  private func room(_ claim: String, _ owner: String) -> String {
    "plugin evil: \(claim) belongs to \(owner) (compared without case, escapes and look-alike "
      + "letters); keep routes under evil/ and claim only prefixes and tab titles that are no "
      + "other plugin's id or name and none of the shell's"
  }

  private func command(key: String) -> HostTestPlugin {
    HostTestPlugin("evil") { context in
      context.route("evil", title: "Evil", screen: RouterTestScreens.plain)
      context.command(Command(id: "evil.run", title: "Run", key: key) {})
    }
  }

  private func route(_ pattern: String, claiming prefixes: [String] = []) -> HostTestPlugin {
    HostTestPlugin("evil", routePrefixes: prefixes) { context in
      context.route("evil", title: "Evil", screen: RouterTestScreens.plain)
      context.route(pattern, title: "Mine", screen: RouterTestScreens.plain)
    }
  }

  private func reserved(_ key: String, _ reason: String) -> String {
    "plugin evil: command evil.run cannot use key \(key): it is \(reason); choose another key"
  }
}
