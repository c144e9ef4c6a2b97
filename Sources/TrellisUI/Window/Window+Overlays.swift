import TrellisTerminal

extension Window {
  /// Shows `view` above everything, placed by `placement`.
  ///
  /// A modal overlay takes all input and the focus (its first focusable view) until it is
  /// dismissed, and remembers the view that had the focus before it: ``dismiss(_:)`` gives
  /// the focus back there. A non-modal one (a toast) takes neither.
  public func present(_ view: View, placement: Overlay.Placement = .centered, modal: Bool = true) {
    confinement.check()
    overlays.append(
      Overlay(
        view: view, placement: placement, isModal: modal,
        savedFocus: SavedFocus(modal ? focusedView : nil)))
    view.hostWindow = self
    setNeedsLayout()
    layoutIfNeeded()
    if modal {
      focus(FocusChain(root: view).first)
    }
  }

  /// Removes the overlay showing `view` (nothing happens if it is not shown).
  ///
  /// When it held the input (the top modal overlay) or the focus, the focus goes back to
  /// the view that had it when the overlay was presented, if that view is still shown and
  /// can take it; else to the nearest focusable place around where it was (its list, the
  /// area it was in); else (or when nothing had the focus) where ``defaultFocusRoot`` says.
  /// A modal overlay above this one that would give the focus back into it gives it back
  /// where this one would instead.
  public func dismiss(_ view: View) {
    confinement.check()
    guard let index = overlays.firstIndex(where: { $0.view === view }) else { return }
    let heldInput = inputRoot === view
    let heldFocus = focusedView.map { $0.isDescendant(of: view) } ?? false
    let overlay = overlays.remove(at: index)
    view.hostWindow = nil
    for above in overlays.indices.dropFirst(index)
    where overlays[above].savedFocus.view?.isDescendant(of: view) == true {
      overlays[above].savedFocus = overlay.savedFocus
    }
    if heldInput || heldFocus {
      focus(overlay.savedFocus.restorableView(under: inputRoot) ?? defaultFocus)
    }
    setNeedsLayout()
  }

  /// The view input goes to: the top modal overlay, or the root view.
  var inputRoot: View {
    overlays.last(where: { $0.isModal })?.view ?? rootView
  }

  /// Whether `view` is in the root view's tree or an overlay's.
  func isInTree(_ view: View) -> Bool {
    view.isDescendant(of: rootView) || overlays.contains { view.isDescendant(of: $0.view) }
  }
}
