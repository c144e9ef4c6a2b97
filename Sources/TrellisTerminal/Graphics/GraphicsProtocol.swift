/// A way of showing real pixels in a terminal. Which one a terminal speaks is asked at
/// start-up (see ``GraphicsDetector``); symbol mode (coloured block characters) is what
/// every terminal shows and what is used when none answers.
public enum GraphicsProtocol: String, Hashable, Sendable, CaseIterable {
  /// The kitty graphics protocol (kitty, WezTerm, Konsole, Ghostty): `ESC _ G … ESC \`.
  /// Pictures sit on a layer of their own: text written under one does not erase it, so a
  /// picture that goes away is deleted by its id.
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm): `ESC ] 1337 ; File= … BEL`. Pictures live in
  /// the cells they cover: writing text there erases them.
  case iterm2
  /// DEC sixel graphics (foot, mlterm, xterm, WezTerm, tmux built with sixel):
  /// `ESC P … q … ESC \`. Pictures live in the cells they cover.
  case sixel

  /// Whether a picture stays on the screen until deleted, whatever is written over it.
  public var needsDelete: Bool {
    self == .kitty
  }

  /// The protocol a `TRELLIS_IMAGES` value names (`kitty`, `iterm2`, `sixel`), if any.
  public init?(setting: String) {
    switch setting.lowercased() {
    case "kitty": self = .kitty
    case "iterm2", "iterm": self = .iterm2
    case "sixel", "sixels": self = .sixel
    default: return nil
    }
  }
}
