import TrellisRx
import TrellisTerminal

/// The base of every widget: a rectangle of the screen that draws itself into a buffer and
/// may handle keys, mouse events and pastes. Retained and UIKit-shaped: views form a tree,
/// a superview lays out its subviews, and a `Window` at the root lays out, draws, focuses
/// and routes input.
///
/// Subclasses override `draw(in:)` to paint their `frame`, `layoutSubviews()` to place
/// their subviews, `sizeThatFits(_:)` to say how big they want to be, and the input
/// methods to react. They call `setNeedsDisplay()` when their look changes. UI state is
/// touched on the main thread only; the `.rx` bindings deliver there.
@MainActor
open class View: ReactiveCompatible {
  /// The view this one is inside, if any.
  public private(set) weak var superview: View?
  /// The views inside this one, back to front.
  public private(set) var subviews: [View] = []
  /// The window this view's tree belongs to; set on the root by the window.
  weak var hostWindow: Window?

  /// Where the view is on the screen, in absolute cells; set by the superview's layout.
  public internal(set) var frame: Rect = .zero

  /// Whether the view (and everything inside it) is left out of drawing and input.
  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsLayout() } }
  }

  /// A style painted over the whole frame before the view draws; nil leaves what is below.
  public var backgroundStyle: Style? {
    didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
  }

  /// A name for tests and diagnostics.
  public var identifier: String?

  /// The stack that arranged this view and the rule it sizes it by (see `StackView`).
  var arrangement: StackView.Arrangement?

  /// Creates a view with no frame; a superview's layout gives it one.
  public init() {}

  // MARK: Tree

  /// The window showing this view, if it is on screen.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current.hostWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds `view` in front of the other subviews, taking it from its old superview.
  public func addSubview(_ view: View) {
    precondition(view !== self, "A view cannot be its own subview")
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
  }

  /// Inserts `view` among the subviews at `index` (clamped; 0 is the back), taking it from
  /// its old superview.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "A view cannot be its own subview")
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    view.superview = self
    setNeedsLayout()
  }

  /// Removes the view from its superview; if it held the focus, the focus moves on.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let window = self.window
    parent.subviews.removeAll { $0 === self }
    superview = nil
    if let window, let focused = window.focusedView, focused.isDescendant(of: self) {
      window.focusedViewWasRemoved()
    }
    parent.setNeedsLayout()
  }

  /// Whether this view is `ancestor` or inside it.
  public func isDescendant(of ancestor: View) -> Bool {
    var view: View? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }

  /// Whether the view and all its superviews are visible.
  public var isVisibleInTree: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      view = current.superview
    }
    return true
  }

  // MARK: Layout and drawing

  /// The size the view wants within `available`; by default, all of it.
  open func sizeThatFits(_ available: Size) -> Size {
    available
  }

  /// Places the subviews inside `frame`; by default each one fills it.
  open func layoutSubviews() {
    for view in subviews {
      view.frame = frame
    }
  }

  /// Paints the view's own content into `buffer`, within `frame`: the buffer is clipped to
  /// the frame (and the superview's clip), so anything drawn outside is dropped. Subviews
  /// draw after it.
  open func draw(in buffer: inout Buffer) {}

  /// Asks the window to draw a new frame.
  public func setNeedsDisplay() {
    window?.setNeedsDisplay()
  }

  /// Asks the window to lay out again (and draw) before the next frame.
  public func setNeedsLayout() {
    window?.setNeedsLayout()
  }

  /// Lays out this view's subtree: `layoutSubviews()`, then each visible subview's.
  func layoutTree() {
    guard !isHidden else { return }
    layoutSubviews()
    for view in subviews {
      view.layoutTree()
    }
  }

  /// Draws this view's subtree, each view clipped to its frame (within its superview's
  /// clip): whatever a view draws outside that rectangle is dropped.
  func drawTree(in buffer: inout Buffer) {
    guard !isHidden, !frame.isEmpty else { return }
    buffer.clipped(to: frame) { buffer in
      if let backgroundStyle {
        buffer.fill(frame, with: .blank(backgroundStyle))
      }
      draw(in: &buffer)
      for view in subviews {
        view.drawTree(in: &buffer)
      }
    }
  }

  /// The deepest visible view at (`column`, `row`), front-most first; nil if outside.
  func hitTest(column: Int, row: Int) -> View? {
    guard !isHidden, frame.contains(column: column, row: row) else { return nil }
    for view in subviews.reversed() {
      if let hit = view.hitTest(column: column, row: row) { return hit }
    }
    return self
  }

  // MARK: Focus and input

  /// Whether the view takes typed characters as text while focused (a text field): the
  /// app then leaves out the hints of keys that would type into it (`q quit`, `/ filter`).
  open var takesTypedText: Bool {
    false
  }

  /// Whether the view keeps every key that reaches it but Tab, Shift-Tab and control keys
  /// (a dialog): no other key goes on to its superviews, the screen or the app, so the app
  /// leaves out the hints of those keys (`esc back`, `q quit`) while the view is focused or
  /// holds the focused view.
  open var keepsKeys: Bool {
    false
  }

  /// Whether Tab moves into the views inside this one (true by default). A list says no:
  /// it is one stop of the focus chain, and the buttons of its rows are reached by its keys
  /// and the mouse, not by Tab through every row.
  open var tabReachesSubviews: Bool {
    true
  }

  /// Whether the view takes the keyboard focus (text fields, buttons, lists).
  open var canBecomeFocused: Bool {
    false
  }

  /// Whether the view has the keyboard focus.
  public var isFocused: Bool {
    window?.focusedView === self
  }

  /// Called after the view gained the focus; redraws by default.
  open func didBecomeFocused() {
    setNeedsDisplay()
  }

  /// Called after the view lost the focus; redraws by default.
  open func didResignFocus() {
    setNeedsDisplay()
  }

  /// Asks the window for the focus; true if the view has it afterwards.
  @discardableResult
  public func becomeFocused() -> Bool {
    window?.focus(self) ?? false
  }

  /// Handles a key; return true when consumed, false to pass it to the superview.
  open func keyDown(_ event: KeyEvent) -> Bool {
    false
  }

  /// Handles a mouse event over the view; return true when consumed, false to pass it on.
  open func mouseEvent(_ event: MouseEvent) -> Bool {
    false
  }

  /// Handles pasted text (raw: sanitize before showing it); true when consumed.
  open func paste(_ text: String) -> Bool {
    false
  }

  /// Where the terminal cursor should be while the view is focused (a text field's caret);
  /// nil hides the cursor.
  open var cursorPosition: (column: Int, row: Int)? {
    nil
  }

  /// The key bindings this view offers while it or a subview is focused.
  open var keyHints: [KeyHint] {
    []
  }
}
