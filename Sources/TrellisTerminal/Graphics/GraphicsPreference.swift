/// What the user asked pictures to be shown with: the `TRELLIS_IMAGES` setting.
///
/// - `auto` (the default, also for an unknown value): ask the terminal at start-up and use
///   the best protocol it answers for (kitty, then iTerm2, then sixel), else symbols;
/// - `symbols`: never send a picture sequence (and no query);
/// - `kitty`, `iterm2`, `sixel`: use that protocol without asking (inside tmux, kitty and
///   iTerm2 still need `allow-passthrough`).
public enum GraphicsPreference: Equatable, Sendable {
  /// Ask the terminal.
  case auto
  /// Symbols only.
  case symbols
  /// This protocol, unasked.
  case forced(GraphicsProtocol)

  /// The environment variable read: `TRELLIS_IMAGES`.
  public static let environmentKey = "TRELLIS_IMAGES"

  /// The preference a setting's text names; `auto` for anything unknown.
  public init(setting: String?) {
    let text = String((setting ?? "").filter { !$0.isWhitespace }).lowercased()
    if let forced = GraphicsProtocol(setting: text) {
      self = .forced(forced)
    } else if ["symbols", "symbol", "off", "none", "no", "0"].contains(text) {
      self = .symbols
    } else {
      self = .auto
    }
  }

  /// The preference `environment`'s `TRELLIS_IMAGES` names.
  public init(environment: [String: String]) {
    self.init(setting: environment[Self.environmentKey])
  }
}
