import TrellisTerminal

/// Where a tab bar's titles go within a width: each tab is ` title ` with a separator
/// between tabs. When the titles do not fit, the longest are cut first (to a common cap,
/// ending in `…`) until they do; tabs that still do not fit are clipped by the bar's edge.
struct TabBarLayout {
  /// One tab: its shown text (padded, cut) and where it starts, from the bar's left edge.
  struct Tab {
    let text: String
    let start: Int
    var width: Int { DisplayWidth.of(text) }
  }

  /// The tabs, left to right.
  let tabs: [Tab]
  /// The width of every tab at full length, with separators.
  let naturalWidth: Int
  /// The columns of one separator.
  let separatorWidth: Int

  init(titles: [String], separator: String, width: Int) {
    let clean = titles.map { TextSanitizer.sanitize($0) }
    separatorWidth = DisplayWidth.of(TextSanitizer.sanitize(separator))
    let separators = Swift.max(0, clean.count - 1) * separatorWidth
    let titleWidths = clean.map { DisplayWidth.of($0) }
    naturalWidth = titleWidths.reduce(0, +) + 2 * clean.count + separators
    let budget = width - separators - 2 * clean.count  // Columns left for the titles.
    let cap = TabBarLayout.cap(widths: titleWidths, budget: budget)
    var start = 0
    var tabs: [Tab] = []
    for title in clean {
      let tab = Tab(text: " " + TextLayout.truncate(title, toWidth: cap) + " ", start: start)
      tabs.append(tab)
      start += tab.width + separatorWidth
    }
    self.tabs = tabs
  }

  /// The largest per-title width (at least 1) such that the titles, each cut to it, fit in
  /// `budget` columns; `Int.max` when they fit whole.
  private static func cap(widths: [Int], budget: Int) -> Int {
    if widths.reduce(0, +) <= budget { return Int.max }
    var cap = widths.max() ?? 0
    while cap > 1 && widths.reduce(0, { $0 + Swift.min($1, cap) }) > budget {
      cap -= 1
    }
    return Swift.max(1, cap)
  }

  /// The tab under `column` (from the bar's left edge), if any; separators belong to none.
  func tab(atColumn column: Int) -> Int? {
    tabs.firstIndex { column >= $0.start && column < $0.start + $0.width }
  }
}
