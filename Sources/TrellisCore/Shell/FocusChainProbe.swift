import TrellisUI

/// Finds the first focusable view of a subtree, in the window's Tab order.
enum FocusChainProbe {
  /// The first visible, focusable view under `root` (depth first, back to front).
  static func firstFocusable(in root: View) -> View? {
    guard !root.isHidden else { return nil }
    if root.canBecomeFocused { return root }
    for subview in root.subviews {
      if let found = firstFocusable(in: subview) { return found }
    }
    return nil
  }
}
