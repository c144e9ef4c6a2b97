import TrellisTerminal

/// The keys the shell keeps for itself, in one place: ``AppShell/handleKey(_:)`` acts on
/// them by this list, and a plugin's command may not take one (see
/// ``PluginContext/command(_:)``).
///
/// | Keys | Action |
/// |------|--------|
/// | `q` | quit (a focused text field types it instead) |
/// | `ctrl-c` | quit, even while the palette or the help overlay is open |
/// | `ctrl-z` | suspend: the terminal goes back to the shell, `fg` resumes |
/// | `:`, `ctrl-p` | open the command palette |
/// | `?` | open the help overlay |
/// | `m` | open the Messages screen (a focused text field types it instead) |
/// | `esc`, `backspace` | go back |
/// | `tab`, `shift-tab` | move the focus (the window does it before the shell sees them) |
/// | `1`…`9`, `alt-1`…`alt-9` | select tab 1…9 |
///
/// Some keys reach the app as another key on most terminals (``arrival(of:)``, derived from
/// the bytes each key sends): Ctrl-I arrives as Tab, Ctrl-H, Ctrl-8 and Ctrl-? as Backspace,
/// Ctrl-3 and Ctrl-[ as Esc, Ctrl-2 and Ctrl-@ as Ctrl-Space, Ctrl-1 as 1. A command may not
/// take those either.
public enum ShellKeys {
  /// What a shell key does.
  public enum Action: Hashable, Sendable, CustomStringConvertible {
    /// Quits, unless the palette or the help overlay is open (`q`).
    case quit
    /// Quits, whatever is open (Ctrl-C).
    case interrupt
    /// Suspends the app (Ctrl-Z): the shell's job control takes over until `fg`.
    case suspend
    /// Opens the command palette.
    case openPalette
    /// Opens the help overlay.
    case openHelp
    /// Opens the Messages screen (`messages`): every notice and error of the session.
    case openMessages
    /// Goes back (pops the screen or dismisses the modal).
    case back
    /// Moves the focus to the next field; the window handles it before the shell.
    case focusNext
    /// Moves the focus to the previous field; the window handles it before the shell.
    case focusPrevious
    /// Selects the tab at this index, counted from 0, if there is one.
    case selectTab(Int)

    /// What the key does, for messages: "quit", "select tab 3".
    public var description: String {
      switch self {
      case .quit, .interrupt: return "quit"
      case .suspend: return "suspend the app"
      case .openPalette: return "open the command palette"
      case .openHelp: return "open the help"
      case .openMessages: return "open the messages"
      case .back: return "go back"
      case .focusNext: return "move to the next field"
      case .focusPrevious: return "move to the previous field"
      case .selectTab(let index): return "select tab \(index + 1)"
      }
    }
  }

  /// Every key the shell keeps, with what it does.
  public static let reserved: [KeyEvent: Action] = {
    var keys: [KeyEvent: Action] = [
      .character("q"): .quit,
      .control("c"): .interrupt,
      .control("z"): .suspend,
      .character(":"): .openPalette,
      .control("p"): .openPalette,
      .character("?"): .openHelp,
      .character("m"): .openMessages,
      .escape: .back,
      .backspace: .back,
      .tab: .focusNext,
      .backTab: .focusPrevious,
    ]
    for digit in 1...9 {
      let character = Character(String(digit))
      keys[.character(character)] = .selectTab(digit - 1)
      keys[.alt(character)] = .selectTab(digit - 1)
    }
    return keys
  }()

  /// What the shell does with `event`, or nil when it is not one of the shell's keys.
  public static func action(for event: KeyEvent) -> Action? {
    reserved[event]
  }

  /// Why a command may not use `event`, or nil when it may: "the shell's key to quit", or
  /// "sent as tab by most terminals, and tab is the shell's key to move to the next field"
  /// (see ``arrival(of:)``). (Terminals with modifyOtherKeys or the kitty protocol tell
  /// more keys apart, but a command must work on every terminal.)
  public static func refusal(for event: KeyEvent) -> String? {
    if let action = reserved[event] { return "the shell's key to \(action)" }
    let alias = arrival(of: event)
    guard alias != event else { return nil }
    let name = KeyScript.name(of: alias)
    if let action = reserved[alias] {
      return "sent as \(name) by most terminals, and \(name) is the shell's key to \(action)"
    }
    return "sent as \(name) by most terminals, so the command would rarely run"
  }
}
