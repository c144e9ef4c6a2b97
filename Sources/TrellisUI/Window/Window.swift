import TrellisTerminal

/// The root of a view tree on screen: lays the tree out, draws it into a buffer, keeps the
/// keyboard focus and routes input.
///
/// Keys go to the focused view first, then up its superviews (a responder chain); Tab and
/// Shift-Tab that nobody consumed move the focus along the focus chain; anything still
/// unhandled goes to `unhandledKey` (the screen and the app). A mouse press focuses the
/// view under it (or its nearest focusable ancestor); mouse events go to the deepest view
/// under the pointer and bubble up. Overlays (modals, toasts) draw above the root view; a
/// modal overlay takes all input while it is shown, and when it is dismissed the focus goes
/// back to the view that had it before (see ``dismiss(_:)``).
///
/// Below its ``minimumSize`` the window shows only a request to make the terminal bigger
/// (see ``isBelowMinimumSize``); the views keep their state for when it grows again.
@MainActor
public final class Window {
  /// The view filling the window.
  public let rootView: View
  /// The overlays above the root view, bottom to top.
  public internal(set) var overlays: [Overlay] = []
  /// The window's size in cells.
  public private(set) var size: Size
  /// The view with the keyboard focus.
  public private(set) weak var focusedView: View?
  /// Whether something changed since the last `render`.
  public private(set) var needsDisplay = true
  private var needsLayout = true

  /// What the terminal shows pictures with: a pixel protocol (or symbols) and the cell size
  /// in pixels. The app shell sets it from the terminal's answers at start-up; image views
  /// read it when they draw. Symbols by default; changing it draws a new frame.
  public var graphics = TerminalGraphics.symbols {
    didSet { if graphics != oldValue { setNeedsDisplay() } }
  }

  /// Called when the window needs a new frame (the app schedules one).
  public var onNeedsDisplay: (() -> Void)?
  /// Receives keys no view consumed (and, below the minimum size, every key).
  public var unhandledKey: ((KeyEvent) -> Bool)?
  /// Where the focus goes when it has nowhere to go back to — the focused view was removed,
  /// or a modal overlay closed and nothing near the view focused before it is left: the
  /// first focusable view under this view (none, if it holds none). Unset, or not under the
  /// view taking input, the first focusable view of the whole tree. An app shell sets it to
  /// its content area, so the focus falls to the screen rather than to the tab bar.
  public weak var defaultFocusRoot: View?

  /// The smallest size the views are laid out and drawn at; none (zero) unless told.
  ///
  /// While the window is narrower or shorter (``isBelowMinimumSize``) it draws only
  /// ``minimumSizeMessage``, centered, and nothing else (no views, no overlays, no cursor);
  /// it leaves the views' layout as it was; keys go straight to ``unhandledKey`` (no view
  /// sees them, so the app can still quit) and mouse events and pastes are dropped. When
  /// the window grows back, the views are laid out and drawn as they were, focus and all.
  public var minimumSize = Size.zero {
    didSet { if minimumSize != oldValue { setNeedsLayout() } }
  }

  /// The thread the window belongs to (checked in debug builds: see `ThreadConfinement`).
  public let confinement: ThreadConfinement

  /// A window of `size` showing `rootView`.
  public init(rootView: View, size: Size) {
    confinement = ThreadConfinement(Window.self)
    self.rootView = rootView
    self.size = size
    rootView.hostWindow = self
  }

  /// Changes the size; the next render lays out again.
  public func resize(_ size: Size) {
    guard size != self.size else { return }
    self.size = size
    setNeedsLayout()
  }

  /// Marks the window for a new frame.
  public func setNeedsDisplay() {
    confinement.check()
    if !needsDisplay {
      needsDisplay = true
      onNeedsDisplay?()
    }
  }

  /// Marks the window for layout and a new frame.
  public func setNeedsLayout() {
    confinement.check()
    needsLayout = true
    setNeedsDisplay()
  }

  /// Lays out the tree now if something asked for it (later, while the window is below
  /// its minimum size).
  public func layoutIfNeeded() {
    guard needsLayout, !isBelowMinimumSize else { return }
    needsLayout = false
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    rootView.frame = bounds
    rootView.layoutTree()
    for overlay in overlays {
      overlay.view.frame = overlay.placement.frame(for: overlay.view, in: bounds)
      overlay.view.layoutTree()
    }
    if let focused = focusedView, !focused.isVisibleInTree || !isInTree(focused) {
      focusedViewWasRemoved()
    }
  }

  /// Lays out if needed and draws the tree and overlays into `buffer` (resized to fit);
  /// below the minimum size, only ``minimumSizeMessage``. Each overlay's frame is blanked
  /// before it draws, so nothing under an overlay shows through it.
  public func render(into buffer: inout Buffer) {
    confinement.check()
    layoutIfNeeded()
    buffer.resize(width: size.width, height: size.height)
    buffer.clear()
    guard !isBelowMinimumSize else {
      drawMinimumSizeMessage(in: &buffer)
      needsDisplay = false
      return
    }
    rootView.drawTree(in: &buffer)
    for overlay in overlays {
      // An overlay owns its whole rectangle: nothing of what is under it shows through the
      // gaps its views leave (a short message line, the padding around the buttons).
      buffer.fill(overlay.view.frame, with: .blank(overlay.view.backgroundStyle ?? .plain))
      overlay.view.drawTree(in: &buffer)
    }
    needsDisplay = false
  }

  /// A new buffer with the window drawn in it.
  public func render() -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    render(into: &buffer)
    return buffer
  }

  /// Where the terminal cursor goes: the focused view's caret, if it shows one.
  public var cursorPosition: (column: Int, row: Int)? {
    guard !isBelowMinimumSize, let focused = focusedView, focused.isVisibleInTree else {
      return nil
    }
    return focused.cursorPosition
  }

  // MARK: Focus

  /// Gives the focus to `view` (nil clears it); false if the view cannot take it.
  @discardableResult
  public func focus(_ view: View?) -> Bool {
    confinement.check()
    if let view {
      guard view.canBecomeFocused, view.isVisibleInTree, view.isDescendant(of: inputRoot) else {
        return false
      }
    }
    guard view !== focusedView else { return true }
    let previous = focusedView
    focusedView = view
    previous?.didResignFocus()
    view?.didBecomeFocused()
    setNeedsDisplay()
    return true
  }

  /// The first view under `root` that Tab reaches: shown and able to take the focus
  /// (`root` itself when it can); nil when there is none.
  public static func firstFocusableView(in root: View) -> View? {
    FocusChain(root: root).first
  }

  /// Moves the focus to the next focusable view, wrapping around.
  public func focusNext() {
    focus(FocusChain(root: inputRoot).next(after: focusedView))
  }

  /// Moves the focus to the previous focusable view, wrapping around.
  public func focusPrevious() {
    focus(FocusChain(root: inputRoot).previous(before: focusedView))
  }

  /// The focused view went away: focus the default one (see ``defaultFocusRoot``), if any.
  func focusedViewWasRemoved() {
    let previous = focusedView
    focusedView = nil
    previous?.didResignFocus()
    focus(defaultFocus)
  }

  /// The first focusable view under ``defaultFocusRoot`` when input reaches it, else under
  /// the view taking input.
  var defaultFocus: View? {
    let root = inputRoot
    if let preferred = defaultFocusRoot, preferred.isDescendant(of: root) {
      return FocusChain(root: preferred).first
    }
    return FocusChain(root: root).first
  }

  /// The key hints of the focused view and its superviews, innermost first.
  public var keyHints: [KeyHint] {
    var hints: [KeyHint] = []
    var view = focusedView
    while let current = view {
      hints += current.keyHints
      view = current.superview
    }
    return hints
  }
}
