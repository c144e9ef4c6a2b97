import TrellisRx
import TrellisTerminal

/// A row of tab titles with one selected: ` Tasks │ Repos │ Notes `.
///
/// The user selects a tab with the digits 1–9 or Alt-1…9, with Left/Right while the bar
/// is focused, or by clicking a title. The bar only hears keys while it (or a view inside it)
/// has the focus; to make Alt-1…9 work from anywhere, pass unhandled keys to
/// ``handleShortcut(_:)`` (for example from `Window.unhandledKey`).
///
/// Titles are sanitized when drawn. When the bar is too narrow, the selected tab still
/// shows whole; the other titles are abbreviated with `…`, the longest first, so every tab
/// keeps as much of its title as the room allows (at least `Co…`). When even that does not
/// fit, the bar scrolls to keep the selected tab in view, with `‹` and `›` on the sides
/// where tabs are left out.
public final class TabBar: View {
  /// The tab titles, left to right.
  public var titles: [String] {
    didSet {
      if titles != oldValue {
        selectedIndex = Swift.min(selectedIndex, Swift.max(0, titles.count - 1))
        setNeedsLayout()
      }
    }
  }
  /// The selected tab (0 when there are none). Setting it is not reported as a user change
  /// (`rx.selectedIndex` does not echo it); values out of range are clamped.
  public var selectedIndex: Int {
    didSet {
      let clamped = Swift.max(0, Swift.min(selectedIndex, titles.count - 1))
      if clamped != selectedIndex { selectedIndex = clamped }
      if selectedIndex != oldValue { setNeedsDisplay() }
    }
  }
  /// How unselected titles look.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the selected title looks.
  public var selectedStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// The symbol between tabs.
  public var separator: String = "│" {
    didSet { setNeedsLayout() }
  }

  /// The index after each user selection, for `rx.selectedIndex`.
  let selections = PublishSubject<Int>()

  /// A bar of `titles` with `selectedIndex` selected.
  public init(
    titles: [String], selectedIndex: Int = 0, style: Style = .plain,
    selectedStyle: Style = Style(attributes: [.reverse, .bold])
  ) {
    self.titles = titles
    self.selectedIndex = Swift.max(0, Swift.min(selectedIndex, titles.count - 1))
    self.style = style
    self.selectedStyle = selectedStyle
    super.init()
  }

  deinit {
    selections.onCompleted()
  }

  /// The bar takes the focus (for Left/Right).
  public override var canBecomeFocused: Bool {
    !titles.isEmpty
  }

  /// One row, as wide as every title at full length.
  public override func sizeThatFits(_ available: Size) -> Size {
    let natural = layout(width: Int.max).naturalWidth
    return Size(width: Swift.min(natural, available.width), height: Swift.min(1, available.height))
  }

  /// Selects `index` as the user would: redraws and reports it to `rx.selectedIndex`
  /// (even when it was already selected, as a segmented control does). Out of range does
  /// nothing.
  public func select(_ index: Int) {
    guard titles.indices.contains(index) else { return }
    selectedIndex = index
    selections.onNext(index)
  }

  /// Handles a tab shortcut from anywhere: Alt-1…9 select tab 1…9. True if consumed.
  public func handleShortcut(_ event: KeyEvent) -> Bool {
    guard event.modifiers == .alt, let index = digitIndex(event) else { return false }
    select(index)
    return true
  }

  /// Digits and Alt-digits select a tab; Left/Right move the selection.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty || event.modifiers == .alt, let index = digitIndex(event) {
      select(index)
      return true
    }
    guard event.modifiers.isEmpty, !titles.isEmpty else { return false }
    switch event.key {
    case .left:
      if selectedIndex > 0 { select(selectedIndex - 1) }
      return true
    case .right:
      if selectedIndex < titles.count - 1 { select(selectedIndex + 1) }
      return true
    default:
      return false
    }
  }

  /// The tab index of a digit key 1–9 that names an existing tab.
  private func digitIndex(_ event: KeyEvent) -> Int? {
    guard case .character(let character) = event.key, let digit = character.wholeNumberValue,
      (1...9).contains(digit), digit <= titles.count, character.isASCII
    else { return nil }
    return digit - 1
  }

  /// A left press on a title selects it.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press, event.button == .left, event.row == frame.y else { return false }
    guard let index = layout(width: frame.width).tab(atColumn: event.column - frame.x) else {
      return false
    }
    select(index)
    return true
  }

  /// The tabs as shown at `width` columns.
  func layout(width: Int) -> TabBarLayout {
    TabBarLayout(titles: titles, separator: separator, selectedIndex: selectedIndex, width: width)
  }

  /// Draws the titles, the selected one highlighted, with separators between, and the
  /// marks of tabs scrolled out of view.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    let layout = layout(width: frame.width)
    let separator = TextSanitizer.sanitize(self.separator)
    for (position, tab) in layout.tabs.enumerated() {
      if position > 0 {
        buffer.write(
          separator, column: frame.x + tab.start - layout.separatorWidth, row: frame.y,
          style: style, clip: row)
      }
      buffer.write(
        tab.text, column: frame.x + tab.start, row: frame.y,
        style: tab.index == selectedIndex ? selectedStyle : style, clip: row)
    }
    if layout.hasMoreBefore {
      buffer.write(TabBarLayout.moreBefore, column: frame.x, row: frame.y, style: style, clip: row)
    }
    if layout.hasMoreAfter, let last = layout.tabs.last {
      buffer.write(
        TabBarLayout.moreAfter, column: frame.x + last.start + last.width, row: frame.y,
        style: style, clip: row)
    }
  }

  /// Left/Right and 1–9 switch tabs.
  public override var keyHints: [KeyHint] {
    [KeyHint("←/→", "switch tab", importance: .low)]
  }
}
