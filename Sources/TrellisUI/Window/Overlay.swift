import TrellisTerminal

/// A view shown above the window's root view: a modal dialog, a toast, a palette.
@MainActor
public struct Overlay {
  /// Where an overlay goes.
  public enum Placement: Sendable {
    /// Centered, at the view's fitting size.
    case centered
    /// Along the bottom edge, `margin` rows up, at the view's fitting size, centered.
    case bottom(margin: Int)
    /// Along the top edge, `margin` rows down, at the view's fitting size, centered.
    case top(margin: Int)
    /// The whole window.
    case fill
    /// An exact rectangle.
    case rect(Rect)

    /// The overlay's frame for `view` within `bounds`.
    @MainActor func frame(for view: View, in bounds: Rect) -> Rect {
      switch self {
      case .fill:
        return bounds
      case .rect(let rect):
        return rect.intersection(bounds)
      case .centered, .bottom, .top:
        let fit = view.sizeThatFits(bounds.size)
        let width = min(fit.width, bounds.width)
        let height = min(fit.height, bounds.height)
        let x = bounds.x + (bounds.width - width) / 2
        let y: Int
        switch self {
        case .bottom(let margin): y = bounds.maxY - height - margin
        case .top(let margin): y = bounds.y + margin
        default: y = bounds.y + (bounds.height - height) / 2
        }
        return Rect(x: x, y: max(bounds.y, y), width: width, height: height)
      }
    }
  }

  /// The overlay's view.
  public let view: View
  /// Where it goes.
  public let placement: Placement
  /// Whether it takes all input while shown.
  public let isModal: Bool
  /// Where the focus was when a modal overlay was shown: where it goes back on dismissal.
  var savedFocus: SavedFocus
}
