/// Where the focus was when a modal overlay was presented, so that dismissing the overlay
/// gives it back: the focused view and, for when that view has gone, the superviews it had
/// then. Held weakly: remembering a view does not keep it alive.
@MainActor
struct SavedFocus {
  private struct Reference {
    weak var view: View?
  }

  /// The focused view first, then its superviews at the time, nearest first; empty when
  /// nothing had the focus.
  private let path: [Reference]

  /// Remembers `view` (nil: nothing had the focus) and its superviews.
  init(_ view: View?) {
    var path: [Reference] = []
    var current = view
    while let next = current {
      path.append(Reference(view: next))
      current = next.superview
    }
    self.path = path
  }

  /// The saved view, if it is still alive.
  var view: View? {
    path.first?.view
  }

  /// The view to give the focus back to, under `root`: the saved view when it can still
  /// take the focus there; else the nearest of its former superviews still shown under
  /// `root` — itself if it takes the focus, or its first focusable view (so the focus stays
  /// in the same part of the screen: the list whose row held it, the area whose screen
  /// was replaced). Nil when none of them is left, or nothing had the focus.
  func restorableView(under root: View) -> View? {
    for reference in path {
      guard let view = reference.view, view.isDescendant(of: root), view.isVisibleInTree
      else { continue }
      if view.canBecomeFocused { return view }
      if let first = FocusChain(root: view).first { return first }
    }
    return nil
  }
}
