import TrellisTerminal

/// Where a tab bar's titles go within a width: each tab is ` title ` with a separator
/// between tabs. The selected tab always shows whole (unless it alone is wider than the
/// bar). When the titles do not fit, the other tabs are abbreviated, the longest first (to
/// a common cap, ending in `…`, down to ``minimumCap`` columns); when even that does not
/// fit, the bar scrolls: it shows the tabs around the selected one that fit, with `‹` at
/// the left edge when tabs before them are left out and `›` after the last one shown when
/// tabs after it are.
struct TabBarLayout {
  /// One tab shown: its index among the titles, its text (padded, perhaps cut) and where
  /// it starts, from the bar's left edge.
  struct Tab {
    let index: Int
    let text: String
    let start: Int
    var width: Int { DisplayWidth.of(text) }
  }

  /// The fewest columns an abbreviated title keeps, `…` included (`Co…`).
  static let minimumCap = 3
  /// Marks tabs left out before the first one shown.
  static let moreBefore = "‹"
  /// Marks tabs left out after the last one shown.
  static let moreAfter = "›"

  /// The tabs shown, left to right.
  let tabs: [Tab]
  /// Whether tabs before the first one shown are left out (the bar starts with `‹`).
  let hasMoreBefore: Bool
  /// Whether tabs after the last one shown are left out (the bar ends with `›`).
  let hasMoreAfter: Bool
  /// The width of every tab at full length, with separators.
  let naturalWidth: Int
  /// The columns of one separator.
  let separatorWidth: Int

  init(titles: [String], separator: String, selectedIndex: Int, width: Int) {
    let clean = titles.map { TextSanitizer.sanitize($0) }
    let separatorWidth = DisplayWidth.of(TextSanitizer.sanitize(separator))
    self.separatorWidth = separatorWidth
    let titleWidths = clean.map { DisplayWidth.of($0) }
    let separators = Swift.max(0, clean.count - 1) * separatorWidth
    naturalWidth = titleWidths.reduce(0, +) + 2 * clean.count + separators
    guard !clean.isEmpty else {
      tabs = []
      hasMoreBefore = false
      hasMoreAfter = false
      return
    }
    let selected = Swift.max(0, Swift.min(selectedIndex, clean.count - 1))
    // The selected title whole; the others share what is left.
    let selectedWidth = Swift.min(titleWidths[selected], Swift.max(1, width - 2))
    var others = titleWidths
    others.remove(at: selected)
    let budget = width - separators - 2 * clean.count - selectedWidth
    let cap = Self.cap(widths: others, budget: budget)
    let texts = clean.indices.map { index in
      " " + TextLayout.truncate(clean[index], toWidth: index == selected ? selectedWidth : cap)
        + " "
    }
    let widths = texts.map { DisplayWidth.of($0) }
    let shown = Self.window(
      widths: widths, around: selected, separatorWidth: separatorWidth, width: width)
    hasMoreBefore = shown.lowerBound > 0
    hasMoreAfter = shown.upperBound < clean.count
    var start = hasMoreBefore ? DisplayWidth.of(Self.moreBefore) : 0
    var tabs: [Tab] = []
    for index in shown {
      tabs.append(Tab(index: index, text: texts[index], start: start))
      start += widths[index] + separatorWidth
    }
    self.tabs = tabs
  }

  /// The largest per-title width (at least ``minimumCap``) such that the titles, each cut
  /// to it, fit in `budget` columns; `Int.max` when they fit whole.
  private static func cap(widths: [Int], budget: Int) -> Int {
    if widths.reduce(0, +) <= budget { return Int.max }
    var cap = widths.max() ?? 0
    while cap > minimumCap && widths.reduce(0, { $0 + Swift.min($1, cap) }) > budget {
      cap -= 1
    }
    return Swift.max(minimumCap, cap)
  }

  /// The tabs to show: all when they fit, else a run around `selected` that fits with its
  /// edge marks, grown one tab at a time, after it first, then before it.
  private static func window(
    widths: [Int], around selected: Int, separatorWidth: Int, width: Int
  ) -> Range<Int> {
    func span(_ range: Range<Int>) -> Int {
      let tabs = range.map { widths[$0] }.reduce(0, +)
      let marks =
        (range.lowerBound > 0 ? DisplayWidth.of(moreBefore) : 0)
        + (range.upperBound < widths.count ? DisplayWidth.of(moreAfter) : 0)
      return tabs + Swift.max(0, range.count - 1) * separatorWidth + marks
    }
    var range = selected..<(selected + 1)
    if span(0..<widths.count) <= width { return 0..<widths.count }
    var grew = true
    while grew {
      grew = false
      if range.upperBound < widths.count, span(range.lowerBound..<(range.upperBound + 1)) <= width {
        range = range.lowerBound..<(range.upperBound + 1)
        grew = true
      }
      if range.lowerBound > 0, span((range.lowerBound - 1)..<range.upperBound) <= width {
        range = (range.lowerBound - 1)..<range.upperBound
        grew = true
      }
    }
    return range
  }

  /// The tab under `column` (from the bar's left edge), if any; separators and the edge
  /// marks belong to none.
  func tab(atColumn column: Int) -> Int? {
    tabs.first { column >= $0.start && column < $0.start + $0.width }?.index
  }
}
