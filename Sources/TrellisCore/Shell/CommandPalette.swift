import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// The command palette: a box with a text field and the routes and commands of every
/// plugin, fuzzy matched (``FuzzyMatcher``) as the user types, best first.
///
/// Up/Down (or Ctrl-P/Ctrl-N) move the selection, PgUp/PgDn by a page; Enter chooses it —
/// a command runs, a route opens, a route that needs parameters fills the field with its
/// start (`tasks/`) for the user to complete; a click chooses a row; Esc clears the text,
/// and closes when there is none. When the text is a route that opens (``isOpenableRoute``,
/// `tasks/3/edit`), the first row, selected, opens it, so Enter goes where the user typed;
/// when the text matches nothing, the one row offered opens it as a route, and an unknown
/// route becomes the shell's error message.
///
/// The palette does not present itself: the shell presents it as a modal overlay and
/// dismisses it in ``onClose``.
public final class CommandPalette: View {
  /// The field the query is typed in.
  public let field: TextField
  /// Every entry offered; setting it matches them again.
  public var entries: [PaletteEntry] {
    didSet { refilter() }
  }
  /// Opens a route typed in the field (when no entry matches).
  public var onOpenRoute: ((String) -> Void)?
  /// Whether a text opens as a route as it is (the shell asks its router); such text is
  /// offered first as "Open route: …". Nil: only when nothing matches.
  public var isOpenableRoute: ((String) -> Bool)? {
    didSet { refilter() }
  }
  /// Called when the palette wants to close (Esc, or after choosing).
  public var onClose: (() -> Void)?
  /// The most rows shown at once.
  public var maximumRows = 10 {
    didSet { setNeedsLayout() }
  }

  /// The entries that match the query, best first, with their matches.
  public private(set) var matches: [(entry: PaletteEntry, match: FuzzyMatch)] = []
  /// The text offered as a route in the first row, if any (the rows of ``matches`` follow).
  public private(set) var typedRoute: String?

  private let border: BorderView
  private let list = PaletteListView()
  private let disposeBag = DisposeBag()

  /// A palette offering `entries`.
  public init(entries: [PaletteEntry] = []) {
    self.entries = entries
    field = TextField(placeholder: "type a command or a route")
    let stack = StackView(
      axis: .vertical,
      [
        (PaddingView(field, insets: EdgeInsets(horizontal: 1)), .fixed(1)),
        (PaletteRuleView(), .fixed(1)), (list, .fill),
      ])
    border = BorderView(
      stack, title: "Go to", style: Style(foreground: .cyan),
      focusedStyle: Style(foreground: .cyan))
    super.init()
    addSubview(border)
    list.onChoose = { [weak self] in self?.chooseSelected() }
    field.rx.text.orEmpty
      .subscribe(onNext: { [weak self] _ in self?.refilter() })
      .disposed(by: disposeBag)
    field.rx.didSubmit
      .subscribe(onNext: { [weak self] in self?.chooseSelected() })
      .disposed(by: disposeBag)
  }

  /// The query typed so far.
  public var query: String {
    get { field.text }
    set {
      field.text = newValue
      refilter()
    }
  }

  /// The titles of the rows offered, top to bottom (for tests and diagnostics).
  public var rowTitles: [String] {
    list.rows.map(\.title)
  }

  /// The selected row, from 0.
  public var selectedIndex: Int {
    list.selectedIndex
  }

  /// As wide as 64 columns (less on a narrow screen), as tall as the field and
  /// `maximumRows` rows in a box, leaving three rows of the screen free (the palette sits
  /// two rows down, above the status bar).
  public override func sizeThatFits(_ available: Size) -> Size {
    let width = Swift.min(available.width, Swift.max(Swift.min(64, available.width - 4), 24))
    let height = Swift.max(0, Swift.min(available.height - 3, maximumRows + 4))
    return Size(width: width, height: height)
  }

  /// Paints the background under the box.
  public override func draw(in buffer: inout Buffer) {
    buffer.fill(frame, with: .blank(.plain))
  }

  /// Selecting, choosing, clearing or closing.
  public override var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "select"), KeyHint("enter", "choose"),
      KeyHint("esc", field.text.isEmpty ? "close" : "clear"),
    ]
  }

  /// Moving the selection and closing; other keys go on (Ctrl-C still quits).
  public override func keyDown(_ event: KeyEvent) -> Bool {
    switch (event.key, event.modifiers) {
    case (.escape, []):
      if field.text.isEmpty { onClose?() } else { query = "" }
    case (.up, []), (.character("p"), .control):
      list.moveSelection(by: -1)
    case (.down, []), (.character("n"), .control):
      list.moveSelection(by: 1)
    case (.pageUp, []):
      list.moveSelection(by: -Swift.max(1, list.frame.height))
    case (.pageDown, []):
      list.moveSelection(by: Swift.max(1, list.frame.height))
    case (.enter, []):
      chooseSelected()
    default:
      return false
    }
    return true
  }

  /// Chooses the selected row: runs or opens it, or fills the field.
  public func chooseSelected() {
    let text = field.text.trimmingCharacters(in: .whitespaces)
    if matches.isEmpty || (typedRoute != nil && list.selectedIndex == 0) {
      guard !text.isEmpty else { return }
      onClose?()
      onOpenRoute?(text)
      return
    }
    let index = list.selectedIndex - (typedRoute == nil ? 0 : 1)
    guard matches.indices.contains(index) else { return }
    switch matches[index].entry.action {
    case .run(let action):
      onClose?()
      action()
    case .fill(let prefix):
      query = prefix
    }
  }

  /// Matches the entries against the query and rebuilds the rows, selecting the best.
  private func refilter() {
    let query = field.text
    matches = FuzzyMatcher.rank(query, entries) { $0.searchText }.map {
      (entry: $0.candidate, match: $0.match)
    }
    list.selectedIndex = 0
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let routeRow = PaletteListView.Row(
      marker: "→", title: "Open route: " + trimmed, detail: "", titleMatches: [],
      detailMatches: [])
    if matches.isEmpty && !trimmed.isEmpty {
      typedRoute = nil
      list.rows = [routeRow]
      return
    }
    typedRoute = !trimmed.isEmpty && isOpenableRoute?(trimmed) == true ? trimmed : nil
    list.rows =
      (typedRoute == nil ? [] : [routeRow])
      + matches.map { entry, match in
        let titleCount = entry.title.count
        let detailStart = titleCount + 2
        return PaletteListView.Row(
          marker: entry.kind == .route ? "→" : "›", title: entry.title, detail: entry.detail,
          titleMatches: Set(match.positions.filter { $0 < titleCount }),
          detailMatches: Set(match.positions.filter { $0 >= detailStart }.map { $0 - detailStart }))
      }
  }
}
