import Dispatch
import TrellisRx
import TrellisTerminal
import TrellisUI

/// The app's chrome and its keys, independent of how screens are made: a ``ShellView`` in
/// a ``Window``, the command palette, the help overlay, the status messages and toasts.
/// The app connects it to the navigator through its callbacks.
///
/// Ctrl-C, Ctrl-Z and `q` (where it does not type) reach ``handleKeyBeforeViews(_:)`` before
/// any view, so no view can keep them. Keys that no view consumed reach ``handleKey(_:)``
/// (it is the window's `unhandledKey`); the shell's own keys are listed once, in
/// ``ShellKeys``:
/// - `:` or Ctrl-P open the palette, `?` the help overlay;
/// - `1`…`9` and Alt-1…9 select a tab (Alt works from inside a text field too);
/// - Esc, and Backspace when nothing consumed it, go back (``onBack``);
/// - `q` (which a focused text field types instead) and Ctrl-C quit (``onQuit``);
/// - a shown toast's action key takes its action;
/// - then the plugins' command keys (``keyBindings``).
///
/// While the palette or the help overlay is open, only Ctrl-C acts; they handle the rest.
///
/// Below ``minimumSize`` the window shows only "Make the terminal at least 40×10" and the
/// only keys that act are `q` and Ctrl-C (quit); the rest do nothing. Made bigger again,
/// the app shows as it was.
@MainActor
public final class AppShell {
  /// The smallest terminal the shell lays the app out in: 40 columns, 10 rows.
  ///
  /// 40 columns hold the demo's six tabs (the current one whole, the others as `Co…`), a
  /// list row's title beside its most important detail, and the status bar's `? help` and
  /// `q quit` beside a message; 10 rows hold the tab bar, the status bar, and a modal form
  /// of six rows (title, notes, due date, buttons) in its box.
  public static let minimumSize = Size(width: 40, height: 10)

  /// What follows a status message that has more lines or was cut, saying where the whole
  /// of it can be read.
  public static let moreMessagesMarker = "… (m: messages)"

  /// The same, while a text field has the focus and `m` would type.
  public static let moreMessagesMarkerWhileTyping = "… (ctrl-p, Messages)"

  /// The root view.
  public let view: ShellView
  /// The window the shell fills.
  public let window: Window
  /// The status bar's message.
  public let status: StatusCenter
  /// Where toasts and notices are timed.
  public let scheduler: SchedulerType

  /// Called when the user selects tab `index` (keys or a click).
  public var onSelectTab: ((Int) -> Void)?
  /// Called for Esc and Backspace; returns whether there was somewhere to go back to.
  public var onBack: (() -> Bool)?
  /// Called for `q` and Ctrl-C.
  public var onQuit: (() -> Void)?
  /// Opens a route typed into the palette.
  public var onOpenRoute: ((String) -> Void)?
  /// The palette's entries, read each time it opens.
  public var paletteEntries: () -> [PaletteEntry] = { [] }
  /// Suspends the app (Ctrl-Z); nil: the key does nothing.
  public var onSuspend: (() -> Void)?
  /// Whether text typed in the palette opens as a route as it is.
  public var isOpenableRoute: ((String) -> Bool)?
  /// The visible screen's own hints (besides the focused view's), for the status bar and
  /// the help overlay.
  public var screenHints: () -> [KeyHint] = { [] }
  /// Keys that run commands from anywhere (plugins' command keys), tried after the
  /// shell's own keys; with the hints the help overlay lists for them.
  public var keyBindings: [KeyEvent: () -> Void] = [:]
  /// The hints of ``keyBindings``, for the help overlay.
  public var keyBindingHints: [KeyHint] = []

  /// The palette while it is open.
  public private(set) var palette: CommandPalette?
  /// The help overlay while it is open.
  public private(set) var help: HelpOverlay?
  private var toasts: [Toast] = []
  /// The view last focused in each content view, by the content's identity.
  private var rememberedFocus: [ObjectIdentifier: WeakViewReference] = [:]
  private let disposeBag = DisposeBag()

  /// A shell of `size` with `tabs`, timing toasts and notices on `scheduler`.
  public init(tabs: [String] = [], size: Size, scheduler: SchedulerType) {
    view = ShellView(tabs: tabs)
    window = Window(rootView: view, size: size)
    window.minimumSize = Self.minimumSize
    window.defaultFocusRoot = view.contentArea
    view.statusBar.moreMarker = Self.moreMessagesMarker
    self.scheduler = scheduler
    status = StatusCenter(statusBar: view.statusBar, scheduler: scheduler)
    window.unhandledKey = { [weak self] event in self?.handleKey(event) ?? false }
    view.tabBar.rx.selectedIndex.skip(1)
      .subscribe(onNext: { [weak self] index in self?.onSelectTab?(index) })
      .disposed(by: disposeBag)
  }

  /// The tab titles.
  public var tabs: [String] {
    get { view.tabBar.titles }
    set {
      view.tabBar.titles = newValue
      view.updateTabBarVisibility()
    }
  }

  /// The highlighted tab (setting it is not reported to ``onSelectTab``).
  public var selectedTab: Int {
    get { view.tabBar.selectedIndex }
    set { view.tabBar.selectedIndex = newValue }
  }

  /// Shows `content` between the bars and focuses its first focusable view (unless an
  /// overlay is open: then when it closes).
  ///
  /// The view focused in the previous content is remembered, and focused again when that
  /// content comes back (a screen the user returns to keeps its focused field).
  public func show(_ content: View?) {
    guard content !== view.content else {
      if window.focusedView == nil { focusContent() }
      return
    }
    if let old = view.content, let focused = window.focusedView, focused.isDescendant(of: old) {
      rememberedFocus[ObjectIdentifier(old)] = WeakViewReference(view: focused)
    }
    rememberedFocus = rememberedFocus.filter { $0.value.view != nil }
    view.content = content
    window.layoutIfNeeded()
    focusContent()
  }

  /// Focuses the content's remembered view, else its first focusable one — unless the
  /// palette, the help overlay or a modal overlay holds the input.
  public func focusContent() {
    guard palette == nil, help == nil, !window.overlays.contains(where: \.isModal) else {
      return
    }
    guard let content = view.content else {
      window.focus(nil)
      return
    }
    if let remembered = rememberedFocus[ObjectIdentifier(content)]?.view,
      remembered.isDescendant(of: content), window.focus(remembered)
    {
      return
    }
    window.focus(Window.firstFocusableView(in: content))
  }

  // MARK: Keys

  /// The shell's keys no view may keep, before any view sees the key; true if one acted:
  /// Ctrl-C quits and Ctrl-Z suspends whatever is focused; `q` quits unless the palette or
  /// the help overlay is open, the focused view takes typed text (a text field types it) or
  /// a view that keeps keys (a dialog) holds the focus. So a view that swallows every key
  /// cannot keep the user in the app.
  public func handleKeyBeforeViews(_ event: KeyEvent) -> Bool {
    switch ShellKeys.action(for: event) {
    case .interrupt:
      onQuit?()
      return true
    case .suspend:
      guard let onSuspend else { return false }
      onSuspend()
      return true
    case .quit:
      guard palette == nil, help == nil, hintsInForce.reach == .everyKey else { return false }
      onQuit?()
      return true
    default:
      return false
    }
  }

  /// The shell's keys, for keys no view consumed; true if one acted. Below the minimum
  /// size every key comes here, and only `q` and Ctrl-C act.
  public func handleKey(_ event: KeyEvent) -> Bool {
    let action = ShellKeys.action(for: event)
    if action == .interrupt || (action == .quit && window.isBelowMinimumSize) {
      onQuit?()
      return true
    }
    if action == .suspend {
      guard let onSuspend else { return false }
      onSuspend()
      return true
    }
    if window.isBelowMinimumSize { return false }
    if palette != nil || help != nil { return false }
    for toast in toasts where toast.handleKey(event) { return true }
    switch action {
    case .quit, .interrupt:
      onQuit?()
    case .suspend:
      return false
    case .openPalette:
      openPalette()
    case .openHelp:
      openHelp()
    case .openMessages:
      onOpenRoute?(Self.messagesRoute)
    case .back:
      return onBack?() ?? false
    case .selectTab(let index):
      guard index < tabs.count else { return false }
      view.tabBar.select(index)
    case .focusNext, .focusPrevious:
      return false  // the window moves the focus before a key reaches the shell
    case nil:
      guard let binding = keyBindings[event] else { return false }
      binding()
    }
    return true
  }

  /// The route of the Messages screen, which `m` opens.
  public nonisolated static let messagesRoute = "messages"

  // MARK: Overlays

  /// Opens the command palette with the current entries (does nothing if it is open).
  public func openPalette(query: String = "") {
    guard palette == nil, help == nil else { return }
    let palette = CommandPalette(entries: paletteEntries())
    palette.isOpenableRoute = isOpenableRoute
    palette.onClose = { [weak self] in self?.closePalette() }
    palette.onOpenRoute = { [weak self] route in self?.onOpenRoute?(route) }
    if !query.isEmpty { palette.query = query }
    self.palette = palette
    window.present(palette, placement: .top(margin: 2), modal: true)
  }

  /// Closes the palette; the window gives the focus back where it was.
  public func closePalette() {
    guard let palette else { return }
    self.palette = nil
    window.dismiss(palette)
  }

  /// Opens the help overlay listing the bindings in force now.
  public func openHelp() {
    guard palette == nil, help == nil else { return }
    let overlay = HelpOverlay(sections: helpSections)
    overlay.onClose = { [weak self] in self?.closeHelp() }
    help = overlay
    window.present(overlay, placement: .centered, modal: true)
  }

  /// Closes the help overlay; the window gives the focus back where it was.
  public func closeHelp() {
    guard let help else { return }
    self.help = nil
    window.dismiss(help)
  }

  /// Shows `message` as a toast for `duration`, with an optional action, on a row of its
  /// own above the status bar: while it shows, the screen is laid out above that row, so
  /// the toast hides none of it.
  @discardableResult
  public func toast(
    _ message: String, action: KeyHint? = nil, duration: RxTimeInterval = .seconds(3),
    onAction: (() -> Void)? = nil
  ) -> Toast {
    let toast = Toast(message, action: action)
    toast.onAction = onAction
    toasts.removeAll { !$0.isShown }
    toasts.append(toast)
    view.reservesToastRow = true
    // One row up from the bottom: on the toast row, above the status bar.
    toast.show(in: window, duration: duration, margin: 1, scheduler: scheduler)
    return toast
  }

  /// Keeps the toast row while a toast shows and gives it back to the screen when the last
  /// one has gone (a toast goes by itself; this runs before each frame).
  func updateToastRow() {
    view.reservesToastRow = toasts.contains(where: \.isShown)
  }
}
