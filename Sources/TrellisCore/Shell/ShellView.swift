import TrellisTerminal
import TrellisUI

/// The app's frame: a tab bar along the top (hidden when there are no tabs), the current
/// screen's view in the middle, a status bar along the bottom — and, while a toast shows,
/// a row of its own above the status bar (``reservesToastRow``).
///
/// ```
///  Counters │ Tasks │ Plugins                     ← tabBar
/// …the screen…                                    ← content
///              Counter deleted  u undo            ← the toast's row, while one shows
/// ↑↓ move  enter select  : palette  ? help   Saved ← statusBar
/// ```
public final class ShellView: View {
  /// The tabs of the plugins.
  public let tabBar: TabBar
  /// The titles of the selected tab's stack (`Tasks › Edit task`), right of the tabs,
  /// dimmed; empty at a tab's root.
  public let breadcrumbs = Label(
    "", style: Style(attributes: .dim), alignment: .right)
  /// The key hints and the latest notice or error.
  public let statusBar: StatusBar
  /// The view between the bars; it holds the content (or the placeholder), filling it.
  public let contentArea = View()
  /// The view shown between the bars; setting it replaces the previous one.
  public var content: View? {
    didSet {
      guard content !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let content { contentArea.insertSubview(content, at: 0) }
      placeholderColumn.isHidden = content != nil
    }
  }
  /// Shown, centered, when no screen is open.
  public let placeholder: Label
  /// The placeholder with the spacers that center it; hidden while there is content, so it
  /// neither draws nor takes the content's mouse events.
  private let placeholderColumn: StackView
  /// The top row: the tab bar and the breadcrumbs.
  private let topRow: StackView
  /// The row above the status bar that a toast takes: hidden (no room) unless one shows.
  private let toastRow = View()

  /// A shell with `tabs` (titles) and no content yet.
  public init(tabs: [String] = []) {
    tabBar = TabBar(titles: tabs, style: Style(attributes: .dim))
    statusBar = StatusBar()
    placeholder = Label(
      "Nothing is open. Press : for the command palette, ? for help.",
      style: Style(attributes: .dim), alignment: .center, lineMode: .wrap, maximumLines: 0)
    topRow = StackView(
      axis: .horizontal, spacing: 2, [(tabBar, .fit), (breadcrumbs, .fill)])
    placeholderColumn = StackView(
      axis: .vertical, [(View(), .fill), (placeholder, .fit), (View(), .fill)])
    super.init()
    topRow.isHidden = tabs.isEmpty
    toastRow.isHidden = true
    breadcrumbs.isHidden = true
    contentArea.addSubview(placeholderColumn)
    addSubview(
      StackView(
        axis: .vertical,
        [
          (topRow, .fixed(1)), (contentArea, .fill), (toastRow, .fixed(1)),
          (statusBar, .fixed(1)),
        ]))
  }

  /// Whether the row above the status bar is kept for toasts. While it is, the screen is
  /// laid out above it, so a toast there covers nothing the screen shows (its last row, a
  /// footer with a count); the shell keeps it while a toast shows.
  public var reservesToastRow: Bool {
    get { !toastRow.isHidden }
    set { toastRow.isHidden = !newValue }
  }

  /// Shows the selected tab's stack as breadcrumbs (`Tasks › Edit task`); a stack of one
  /// screen (or none) shows none and leaves the whole row to the tab bar.
  public func showBreadcrumbs(_ titles: [String]) {
    breadcrumbs.text = titles.count > 1 ? titles.joined(separator: " › ") : ""
    breadcrumbs.isHidden = breadcrumbs.text.isEmpty
  }

  /// Shows the top row when there are tabs (call after changing the tab bar's titles).
  public func updateTabBarVisibility() {
    topRow.isHidden = tabBar.titles.isEmpty
  }
}
