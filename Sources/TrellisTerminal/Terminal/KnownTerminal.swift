/// A terminal (or multiplexer) whose colour and erase behaviour Trellis knows, told apart by
/// the environment it leaves: `TERM`, `TERM_PROGRAM`, and variables of its own.
///
/// A multiplexer comes first: inside tmux or screen the outer terminal's variables
/// (`KITTY_WINDOW_ID`, `WT_SESSION`…) are inherited but describe a terminal the program does
/// not talk to.
public enum KnownTerminal: String, CaseIterable, Sendable {
  /// kitty: `TERM=xterm-kitty` or `KITTY_WINDOW_ID`.
  case kitty
  /// WezTerm: `TERM_PROGRAM=WezTerm`, `TERM=wezterm` or `WEZTERM_EXECUTABLE`.
  case wezTerm
  /// Alacritty: `TERM=alacritty…` or `ALACRITTY_WINDOW_ID`/`ALACRITTY_SOCKET`.
  case alacritty
  /// foot: `TERM=foot…`.
  case foot
  /// Ghostty: `TERM=xterm-ghostty`, `TERM_PROGRAM=ghostty` or `GHOSTTY_RESOURCES_DIR`.
  case ghostty
  /// iTerm2: `TERM_PROGRAM=iTerm.app`, `TERM=iterm2…` or `ITERM_SESSION_ID`.
  case iTerm2
  /// A VTE terminal (GNOME Terminal, Tilix, …) of VTE 0.36 or later: `VTE_VERSION` of 3600
  /// or more, or `TERM=vte…`.
  case vte
  /// Windows Terminal: `WT_SESSION` or `TERM=ms-terminal`.
  case windowsTerminal
  /// macOS Terminal: `TERM_PROGRAM=Apple_Terminal`.
  case appleTerminal
  /// The Linux console: `TERM=linux`.
  case linuxConsole
  /// tmux: `TMUX` or a `TERM` starting with `tmux`.
  case tmux
  /// GNU screen: `STY` or a `TERM` starting with `screen`.
  case screen

  /// The terminal `environment` names, or nil when it names none Trellis knows.
  public init?(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    func has(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    let vteVersion = environment["VTE_VERSION"].flatMap { Int($0) } ?? 0
    if has("TMUX") || term.hasPrefix("tmux") || program == "tmux" {
      self = .tmux
    } else if has("STY") || term.hasPrefix("screen") {
      self = .screen
    } else if term == "xterm-kitty" || has("KITTY_WINDOW_ID") {
      self = .kitty
    } else if program == "WezTerm" || term == "wezterm" || has("WEZTERM_EXECUTABLE") {
      self = .wezTerm
    } else if term.hasPrefix("alacritty") || has("ALACRITTY_WINDOW_ID")
      || has("ALACRITTY_SOCKET")
    {
      self = .alacritty
    } else if term.hasPrefix("foot") {
      self = .foot
    } else if term == "xterm-ghostty" || program == "ghostty" || has("GHOSTTY_RESOURCES_DIR") {
      self = .ghostty
    } else if program == "iTerm.app" || term.lowercased().hasPrefix("iterm")
      || has("ITERM_SESSION_ID")
    {
      self = .iTerm2
    } else if vteVersion >= 3600 || term.hasPrefix("vte") {
      self = .vte
    } else if has("WT_SESSION") || term == "ms-terminal" {
      self = .windowsTerminal
    } else if program == "Apple_Terminal" {
      self = .appleTerminal
    } else if term == "linux" {
      self = .linuxConsole
    } else {
      return nil
    }
  }

  /// Whether it shows 24-bit colour. tmux does (it passes RGB on, or maps it to the outer
  /// terminal's palette itself); screen, macOS Terminal and the Linux console do not.
  public var trueColor: Bool {
    switch self {
    case .kitty, .wezTerm, .alacritty, .foot, .ghostty, .iTerm2, .vte, .windowsTerminal, .tmux:
      return true
    case .appleTerminal, .linuxConsole, .screen:
      return false
    }
  }

  /// Whether it erases with the current background colour (`bce`), as its own terminfo
  /// entry says; nil where that entry is not known here, and the terminfo entry for `TERM`
  /// decides. kitty's, tmux's and screen's entries leave `bce` out.
  public var backgroundColorErase: Bool? {
    switch self {
    case .alacritty, .foot, .iTerm2, .vte, .windowsTerminal, .appleTerminal, .linuxConsole:
      return true
    case .kitty, .tmux, .screen:
      return false
    case .wezTerm, .ghostty:
      return nil
    }
  }
}
