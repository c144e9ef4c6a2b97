import Trellis

/// The prefixes that the open block quotes (`│ `) and list items (a marker on their first
/// line, its width in spaces after) put in front of each line.
///
/// Only the first ``maximumDrawnDepth`` levels are drawn in full, and only while they
/// leave at least half the width to the text: a deeper quote draws nothing, a deeper list
/// item only its marker on its first line (while the marker fits; otherwise
/// ``push(marker:)`` says so and the caller shows the marker in the text). So a README nested
/// 100,000 levels deep costs the same per line as one nested eight levels deep.
struct PrefixStack {
  /// The most nesting levels drawn in full.
  static let maximumDrawnDepth = 8

  /// A container that draws something.
  private struct Entry {
    /// Its level, 0 for the outermost container.
    var level: Int
    /// The prefix of its first line, and of the lines after it.
    var first: [StyledSpan]
    var rest: [StyledSpan]
    /// Whether its first line is still to come.
    var firstPending: Bool
    /// The columns it takes from the text.
    var width: Int
    /// Whether it is drawn in full (and counts towards the depth drawn).
    var isFull: Bool
  }

  /// The width of the page.
  let width: Int
  /// The columns the prefixes must leave to the text.
  let minimumContentWidth: Int
  /// How many containers are open, drawn or not.
  private(set) var depth = 0
  private var drawn: [Entry] = []
  private var fullCount = 0
  private var usedWidth = 0

  /// The prefixes of a page `width` columns wide.
  init(width: Int) {
    self.width = max(1, width)
    minimumContentWidth = max(1, (self.width + 1) / 2)
  }

  /// The columns left to the text of the innermost container (at least 1).
  var contentWidth: Int {
    width - usedWidth
  }

  /// Opens a container whose lines all start with `prefix` (a block quote).
  mutating func push(prefix: [StyledSpan]) {
    let prefixWidth = LineCut.width(of: prefix)
    if fullCount < PrefixStack.maximumDrawnDepth && fits(prefixWidth) {
      add(
        Entry(
          level: depth, first: prefix, rest: prefix, firstPending: false,
          width: prefixWidth, isFull: true))
    }
    depth += 1
  }

  /// Opens a container whose first line starts with `marker` and whose later lines are
  /// indented by its width (a list item). Returns false when the marker is not drawn
  /// because it would leave the text less than its minimum; the caller may show it in the
  /// text instead.
  @discardableResult
  mutating func push(marker: [StyledSpan]) -> Bool {
    let markerWidth = LineCut.width(of: marker)
    defer { depth += 1 }
    guard fits(markerWidth) else { return false }
    let isFull = fullCount < PrefixStack.maximumDrawnDepth
    add(
      Entry(
        level: depth, first: marker, rest: isFull ? LineCut.padding(markerWidth) : [],
        firstPending: true, width: markerWidth, isFull: isFull))
    return true
  }

  /// Whether the innermost container drew a marker that no line has shown yet (an item
  /// with no content).
  var innermostMarkerIsPending: Bool {
    guard let last = drawn.last, last.level == depth - 1 else { return false }
    return last.firstPending
  }

  /// Closes the innermost container.
  mutating func pop() {
    guard depth > 0 else { return }
    depth -= 1
    if let last = drawn.last, last.level == depth {
      drawn.removeLast()
      usedWidth -= last.width
      if last.isFull { fullCount -= 1 }
    }
  }

  /// The prefix of the next line: markers still pending are shown (and so no longer
  /// pending), the other containers give their continuation prefix.
  mutating func nextLinePrefix() -> [StyledSpan] {
    var spans: [StyledSpan] = []
    for index in drawn.indices {
      if drawn[index].firstPending {
        spans += drawn[index].first
        drawn[index].firstPending = false
      } else {
        spans += drawn[index].rest
      }
    }
    return spans
  }

  /// The prefix of a blank line between blocks inside the outermost `levels` containers:
  /// their continuation prefixes, without trailing spaces (so `│` inside a quote, empty
  /// in a list).
  func blankLinePrefix(levels: Int) -> [StyledSpan] {
    var spans: [StyledSpan] = []
    for entry in drawn where entry.level < levels {
      spans += entry.rest
    }
    return LineCut.trimmingTrailingSpaces(spans)
  }

  /// Whether a prefix `columns` wide leaves the text its minimum.
  private func fits(_ columns: Int) -> Bool {
    usedWidth + columns <= width - minimumContentWidth
  }

  private mutating func add(_ entry: Entry) {
    drawn.append(entry)
    usedWidth += entry.width
    if entry.isFull { fullCount += 1 }
  }
}
