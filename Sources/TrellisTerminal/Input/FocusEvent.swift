/// The terminal window gained or lost focus (focus reporting, mode 1004).
public enum FocusEvent: Hashable, Sendable, CustomStringConvertible {
  /// The window gained focus (`ESC [ I`).
  case gained
  /// The window lost focus (`ESC [ O`).
  case lost

  /// `focus(gained)` or `focus(lost)`.
  public var description: String {
    self == .gained ? "focus(gained)" : "focus(lost)"
  }
}
