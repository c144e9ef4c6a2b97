import TrellisUI

/// The key hints the shell shows — in the status bar and the help overlay's "Screen"
/// section — gathered by one rule:
///
/// - Innermost first: the focused view's, its superviews', the screen's (``screenHints``),
///   then the shell's own.
/// - Only keys that reach what offers them. While a text field has the focus, keys that
///   are characters type into it (`q quit`, `/ filter` go); past a view that keeps keys (a
///   dialog, see `View.keepsKeys`) only Tab and control keys go on, so the screen's and the
///   shell's other keys (`esc back`, `q quit`) go too.
/// - Each key once (``KeyHint/eachKeyOnce(_:)``): the innermost meaning wins, as the key
///   does (`esc cancel`, not also `esc back`).
extension AppShell {
  /// The shell's own hints, as in the status bar: `? help` and `q quit` are essential (a
  /// short status bar leaves the other hints out first).
  public static let shellHints = [
    KeyHint(":", "palette"), KeyHint("?", "help", importance: .essential),
    KeyHint("q", "quit", importance: .essential),
  ]

  /// The shell's hints while a text field or a dialog holds the keys: its keys that still
  /// act there.
  public static let typingShellHints = [
    KeyHint("ctrl-p", "palette"), KeyHint("ctrl-c", "quit", importance: .essential),
  ]

  /// The hints the status bar shows: the open palette's or help overlay's, else the keys in
  /// force now and the shell's own, gathered by the rule above.
  public var statusHints: [KeyHint] {
    if let palette { return palette.keyHints }
    if let help { return help.keyHints }
    let gathered = hintsInForce
    let shell = gathered.reach == .everyKey ? Self.shellHints : Self.typingShellHints
    return KeyHint.eachKeyOnce(gathered.hints + shell)
  }

  /// The sections the help overlay lists: the focused screen's bindings, the app's, the
  /// tabs.
  public var helpSections: [HelpSection] {
    var sections = [HelpSection(title: "Screen", hints: KeyHint.eachKeyOnce(hintsInForce.hints))]
    sections.append(
      HelpSection(
        title: "App",
        hints: [
          KeyHint(": or ctrl-p", "command palette"), KeyHint("?", "this help"),
          KeyHint("m", "messages of this session"),
          KeyHint("esc or backspace", "back"), KeyHint("tab, shift-tab", "next, previous field"),
          KeyHint("q or ctrl-c", "quit"), KeyHint("ctrl-z", "suspend (fg resumes)"),
        ]))
    let tabs = self.tabs.enumerated().prefix(9).map { index, title in
      KeyHint("\(index + 1) or alt-\(index + 1)", title)
    }
    sections.append(HelpSection(title: "Tabs", hints: tabs))
    sections.append(HelpSection(title: "Commands", hints: keyBindingHints))
    return sections
  }

  /// Updates the status bar's hints and its more-marker, and keeps the toast row only while
  /// a toast shows (called before each frame).
  public func updateStatusBar() {
    updateToastRow()
    view.statusBar.hints = statusHints
    view.statusBar.moreMarker =
      hintsInForce.reach == .everyKey
      ? Self.moreMessagesMarker : Self.moreMessagesMarkerWhileTyping
  }

  /// Which keys get past the focused views to the screen and the shell.
  enum KeyReach {
    /// Every key no view consumed.
    case everyKey
    /// All but the keys that are characters: a text field types them.
    case allButTyped
    /// Tab and control keys only: a dialog keeps the rest.
    case controlKeys
  }

  /// The hints of the keys in force, innermost first, each list as its views offer it
  /// (repeats not yet taken out), and which keys get past the focused views.
  var hintsInForce: (hints: [KeyHint], reach: KeyReach) {
    var hints: [KeyHint] = []
    var kept = false
    // With nothing focused, keys go to the modal overlay holding the input, if any.
    var view = window.focusedView ?? window.overlays.last(where: \.isModal)?.view
    while let current = view {
      hints += kept ? current.keyHints.filter(Self.isControlKey) : current.keyHints
      kept = kept || current.keepsKeys
      view = current.superview
    }
    let screen = screenHints()
    hints += kept ? screen.filter(Self.isControlKey) : screen
    if kept { return (hints, .controlKeys) }
    guard window.focusedView?.takesTypedText == true else { return (hints, .everyKey) }
    return (hints.filter { !Self.isTyped($0) }, .allButTyped)
  }

  /// Whether `hint`'s keys are characters a text field would type: one or two printable
  /// ASCII characters (`q`, `/`, `+-`), or `space`.
  static func isTyped(_ hint: KeyHint) -> Bool {
    if hint.keys == "space" { return true }
    return (1...2).contains(hint.keys.count)
      && hint.keys.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
  }

  /// Whether `hint`'s keys are ones a dialog lets through: a control key (`ctrl-p`), `tab`
  /// or `shift-tab`.
  static func isControlKey(_ hint: KeyHint) -> Bool {
    hint.keys.hasPrefix("ctrl-") || hint.keys == "tab" || hint.keys == "shift-tab"
  }
}
