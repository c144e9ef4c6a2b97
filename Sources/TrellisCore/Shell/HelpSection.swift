import TrellisUI

/// A group of key bindings in the help overlay: `Screen`, `App`, `Tabs`.
public struct HelpSection: Hashable, Sendable {
  /// The group's heading.
  public var title: String
  /// The bindings, in order.
  public var hints: [KeyHint]

  /// A section titled `title` listing `hints`.
  public init(title: String, hints: [KeyHint]) {
    self.title = title
    self.hints = hints
  }
}
