import TrellisTerminal

extension Window {
  /// Routes one input event; true if something handled it. Below the minimum size, keys
  /// go straight to `unhandledKey` and other events are dropped.
  @discardableResult
  public func dispatch(_ event: InputEvent) -> Bool {
    confinement.check()
    if isBelowMinimumSize {
      guard case .key(let key) = event else { return false }
      return unhandledKey?(key) ?? false
    }
    layoutIfNeeded()
    switch event {
    case .key(let key):
      return dispatchKey(key)
    case .mouse(let mouse):
      return dispatchMouse(mouse)
    case .paste(let paste):
      return dispatchPaste(paste.text)
    case .focus, .response:
      return false
    }
  }

  /// Keys: the focused view, then its superviews; then Tab/Shift-Tab move the focus; then
  /// `unhandledKey`.
  func dispatchKey(_ event: KeyEvent) -> Bool {
    var view = focusedView
    while let current = view {
      if current.keyDown(event) { return true }
      if current === inputRoot { break }
      view = current.superview
    }
    if focusedView == nil, inputRoot.keyDown(event) { return true }
    switch event.key {
    case .tab where event.modifiers.isEmpty:
      focusNext()
      return true
    case .backTab:
      focusPrevious()
      return true
    default:
      return unhandledKey?(event) ?? false
    }
  }

  /// Mouse: a press focuses the nearest focusable view under it; the event goes to the
  /// deepest view under the pointer and bubbles up.
  func dispatchMouse(_ event: MouseEvent) -> Bool {
    guard let hit = inputRoot.hitTest(column: event.column, row: event.row) else { return false }
    if event.kind == .press {
      var candidate: View? = hit
      while let current = candidate, !current.canBecomeFocused {
        candidate = current.superview
      }
      if let candidate { focus(candidate) }
    }
    var view: View? = hit
    while let current = view {
      if current.mouseEvent(event) { return true }
      if current === inputRoot { break }
      view = current.superview
    }
    return false
  }

  /// Pastes go to the focused view and up its superviews.
  func dispatchPaste(_ text: String) -> Bool {
    var view = focusedView
    while let current = view {
      if current.paste(text) { return true }
      view = current.superview
    }
    return false
  }
}
