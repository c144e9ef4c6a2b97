import TrellisRx
import TrellisTerminal
import TrellisUI

/// The Plugins screen's view: a row per plugin — on or off at the next start, id, version,
/// name, what happened to it now — and under them the selected plugin's whole report,
/// wrapped: its status and any failure in full, its routes, tabs, commands, the services
/// and plugins it needs.
///
/// ↑↓ (or `k`/`j`) select a plugin, Space turns it on or off for the next start
/// (``onToggle``), PgUp/PgDn scroll the report; a click selects a row.
final class PluginsView: View {
  /// One plugin's row and report.
  struct Item {
    /// The plugin's id.
    let id: String
    /// The row, after the on/off mark.
    let row: String
    /// How the row looks (failures red, disabled dim).
    let style: Style
    /// The report, as paragraphs wrapped to the width when shown.
    let report: [StyledLine]
    /// Why the user cannot turn it on or off here (the shell is always on; a plugin the
    /// app's code leaves out stays off); nil when they can.
    let fixed: Fixed?

    /// Whether the user may turn it on or off.
    var canToggle: Bool { fixed == nil }
  }

  /// A plugin the screen cannot turn on or off.
  enum Fixed {
    /// The shell: always on.
    case alwaysOn
    /// Left out by the app's code, not by a setting.
    case alwaysOff
    /// A plugin library refused at start-up: no plugin to turn on.
    case refused
  }

  /// Whether `item` is on at the next start.
  func isOnAtNextStart(_ item: Item) -> Bool {
    switch item.fixed {
    case .alwaysOn: return true
    case .alwaysOff, .refused: return false
    case nil: return !disabledAtNextStart.contains(item.id)
    }
  }

  /// The summary over the rows.
  var summary: String {
    didSet { rows.setNeedsDisplay() }
  }
  /// The plugins.
  let items: [Item]
  /// The ids off at the next start.
  var disabledAtNextStart: Set<String> {
    didSet {
      report.reload()
      rows.setNeedsDisplay()
    }
  }
  /// Called with a plugin's id and whether it should be on at the next start.
  var onToggle: ((String, Bool) -> Void)?
  /// The selected row.
  private(set) var selected = 0
  /// The selected plugin's report, wrapped to the width.
  let report = ReflowingPageView()
  private let rows = PluginRowsView()

  /// A view of `items`, those in `disabledAtNextStart` marked off.
  init(summary: String, items: [Item], disabledAtNextStart: Set<String>) {
    self.summary = summary
    self.items = items
    self.disabledAtNextStart = disabledAtNextStart
    super.init()
    rows.owner = self
    report.layout = { [weak self] width in self?.reportLines(width: width) ?? [] }
    addSubview(
      StackView(
        axis: .vertical,
        [(rows, .fixed(PluginRowsView.rowsTop + items.count + 1)), (report, .fill)]))
  }

  override var canBecomeFocused: Bool { true }

  override func didBecomeFocused() {
    rows.setNeedsDisplay()
  }

  override func didResignFocus() {
    rows.setNeedsDisplay()
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    switch event.key {
    case .up, .character("k"): select(selected - 1)
    case .down, .character("j"): select(selected + 1)
    case .character(" "): toggleSelected()
    case .pageUp, .pageDown, .home, .end: return report.page.keyDown(event)
    default: return false
    }
    return true
  }

  override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press, event.button == .left else { return false }
    let index = event.row - rows.frame.y - PluginRowsView.rowsTop
    guard items.indices.contains(index) else { return false }
    select(index)
    return true
  }

  override var keyHints: [KeyHint] {
    var hints = [KeyHint("↑↓", "plugin")]
    if items.indices.contains(selected), items[selected].canToggle {
      let on = !disabledAtNextStart.contains(items[selected].id)
      hints.append(KeyHint("space", on ? "turn off" : "turn on"))
    }
    return hints + [KeyHint("pgup/pgdn", "scroll report")]
  }

  /// Selects row `index` (kept within the rows) and shows its report.
  func select(_ index: Int) {
    let clamped = Swift.max(0, Swift.min(items.count - 1, index))
    guard clamped != selected else { return }
    selected = clamped
    report.reload()
    rows.setNeedsDisplay()
  }

  /// Turns the selected plugin on or off for the next start.
  func toggleSelected() {
    guard items.indices.contains(selected), items[selected].canToggle else { return }
    let id = items[selected].id
    let enable = disabledAtNextStart.contains(id)
    if enable { disabledAtNextStart.remove(id) } else { disabledAtNextStart.insert(id) }
    onToggle?(id, enable)
  }

  /// The selected plugin's report: what happens at the next start, then its report,
  /// wrapped to `width`.
  private func reportLines(width: Int) -> [StyledLine] {
    guard items.indices.contains(selected) else { return [] }
    let item = items[selected]
    let next: String
    switch item.fixed {
    case .alwaysOn: next = "Always on: the shell's own screens."
    case .alwaysOff: next = "Left out by the app itself, not by a setting: it stays off."
    case .refused:
      next = "Not loaded: mend, replace or remove it, then start the app again."
    case nil:
      next =
        disabledAtNextStart.contains(item.id)
        ? "Off at the next start (Space turns it on again; kept in the settings)."
        : "On at the next start (Space turns it off; kept in the settings)."
    }
    return ([StyledLine(next, style: Style(foreground: .cyan))] + item.report)
      .flatMap { $0.text.isEmpty ? [$0] : $0.wrapped(toWidth: width, indent: "  ") }
  }
}
