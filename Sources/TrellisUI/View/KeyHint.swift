/// A key binding shown in the status bar and the help overlay: `keys` and what they do.
public struct KeyHint: Hashable, Sendable {
  /// The keys as shown to the user, like `a` or `ctrl-p`.
  public var keys: String
  /// What the keys do, like `add`.
  public var action: String

  /// A hint for `keys`.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
