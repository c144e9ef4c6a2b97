/// A key binding shown in the status bar and the help overlay: `keys` and what they do.
public struct KeyHint: Hashable, Sendable {
  /// How much a hint matters when the status bar is short of room: the least important
  /// hints are left out first (and, among equals, the later ones), ``essential`` ones
  /// never.
  public enum Importance: Int, Comparable, Hashable, Sendable {
    /// Left out first: what the user can guess (`↑↓ move`, `enter select`).
    case low
    /// Most hints.
    case normal
    /// Kept longer than the normal ones.
    case high
    /// Always shown, whatever else is left out: the shell's `? help` and `q quit`.
    case essential

    /// Less important first.
    public static func < (lhs: Importance, rhs: Importance) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// The keys as shown to the user, like `a` or `ctrl-p`.
  public var keys: String
  /// What the keys do, like `add`.
  public var action: String
  /// How much the hint matters when there is not room for every hint.
  public var importance: Importance

  /// A hint for `keys`, of `importance` (normal unless told).
  public init(_ keys: String, _ action: String, importance: Importance = .normal) {
    self.keys = keys
    self.action = action
    self.importance = importance
  }

  /// `hints` with each key listed once: of several hints for the same keys (`esc cancel`,
  /// `esc back`), the first is kept, where it stands. Gather the innermost meaning first —
  /// the focused view's, then its superviews', the screen's, the app's — and it wins, as
  /// the key does.
  public static func eachKeyOnce(_ hints: [KeyHint]) -> [KeyHint] {
    var listed: Set<String> = []
    return hints.filter { listed.insert($0.keys).inserted }
  }
}
