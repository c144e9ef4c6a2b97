import Foundation

/// Where the headers and rows of a `ListView` are, computed from the counts alone: a prefix
/// sum per section, never an array per row, so every question costs a binary search over
/// the sections, whatever the number of rows.
///
/// Content lines run from 0 at the top of the first section. Each section is its header
/// (one line, when it has a title) followed by its rows, `rowHeight` lines each. Rows are
/// numbered across sections ("flat" indexes): row 0 of section 1 follows the last row of
/// section 0.
struct ListGeometry {
  /// The lines of each row (at least 1).
  let rowHeight: Int
  /// The number of rows of each section.
  let rowCounts: [Int]
  /// Whether each section has a header line.
  let hasHeader: [Bool]
  /// The content line each section starts at.
  private(set) var sectionStarts: [Int] = []
  /// The flat index of each section's first row.
  private(set) var firstRows: [Int] = []
  /// The number of rows in all sections.
  private(set) var rowCount = 0
  /// The number of content lines.
  private(set) var contentHeight = 0

  /// The layout of sections with `rowCounts` rows (negative counts read as 0) and
  /// `hasHeader` headers, rows `rowHeight` lines tall.
  init(rowHeight: Int = 1, rowCounts: [Int] = [], hasHeader: [Bool] = []) {
    self.rowHeight = Swift.max(1, rowHeight)
    self.rowCounts = rowCounts.map { Swift.max(0, $0) }
    self.hasHeader = rowCounts.indices.map { $0 < hasHeader.count && hasHeader[$0] }
    sectionStarts.reserveCapacity(rowCounts.count)
    firstRows.reserveCapacity(rowCounts.count)
    for section in self.rowCounts.indices {
      sectionStarts.append(contentHeight)
      firstRows.append(rowCount)
      contentHeight += headerHeight(section) + self.rowCounts[section] * self.rowHeight
      rowCount += self.rowCounts[section]
    }
  }

  /// The number of sections.
  var sectionCount: Int { rowCounts.count }

  /// 1 if `section` has a header line, else 0.
  func headerHeight(_ section: Int) -> Int {
    hasHeader[section] ? 1 : 0
  }

  /// The content line of `section`'s first row.
  func rowsStart(_ section: Int) -> Int {
    sectionStarts[section] + headerHeight(section)
  }

  /// The section holding content line `line` (0 ≤ line < contentHeight).
  func section(atLine line: Int) -> Int {
    Self.lastIndex(in: sectionStarts, notAbove: line)
  }

  /// The section holding flat row `row` (0 ≤ row < rowCount).
  func section(ofRow row: Int) -> Int {
    Self.lastIndex(in: firstRows, notAbove: row)
  }

  /// The content lines of flat row `row`.
  func lines(ofRow row: Int) -> Range<Int> {
    let section = section(ofRow: row)
    let top = rowsStart(section) + (row - firstRows[section]) * rowHeight
    return top..<(top + rowHeight)
  }

  /// The lines to show for flat row `row`: its own, and its section's header if it is the
  /// section's first row.
  func revealLines(ofRow row: Int) -> Range<Int> {
    let own = lines(ofRow: row)
    let section = section(ofRow: row)
    return row == firstRows[section] ? sectionStarts[section]..<own.upperBound : own
  }

  /// The flat row on content line `line`; nil for a header line or outside the content.
  func row(atLine line: Int) -> Int? {
    guard line >= 0, line < contentHeight else { return nil }
    let section = section(atLine: line)
    let start = rowsStart(section)
    guard line >= start else { return nil }
    return firstRows[section] + (line - start) / rowHeight
  }

  /// The rows with at least one line in `lines`.
  func rows(inLines lines: Range<Int>) -> Range<Int> {
    let top = Swift.max(0, lines.lowerBound)
    let bottom = Swift.min(lines.upperBound, contentHeight) - 1
    guard top <= bottom else { return 0..<0 }
    let first = row(atLine: top) ?? firstRows[section(atLine: top)]
    let last = row(atLine: bottom) ?? (firstRows[section(atLine: bottom)] - 1)
    return last >= first ? first..<(last + 1) : first..<first
  }

  /// The top line of the header or row holding `line`.
  func snapDown(_ line: Int) -> Int {
    guard line > 0, contentHeight > 0 else { return 0 }
    guard line < contentHeight else { return contentHeight }
    let section = section(atLine: line)
    let start = rowsStart(section)
    guard line >= start else { return sectionStarts[section] }
    return start + (line - start) / rowHeight * rowHeight
  }

  /// The first top of a header or row at or after `line`.
  func snapUp(_ line: Int) -> Int {
    let down = snapDown(line)
    guard down < line else { return down }
    let section = section(atLine: down)
    return down < rowsStart(section) ? down + 1 : down + rowHeight
  }

  /// The index path of flat row `row`.
  func indexPath(ofRow row: Int) -> IndexPath {
    let section = section(ofRow: row)
    return IndexPath(row: row - firstRows[section], section: section)
  }

  /// The flat row of `indexPath`, if it exists.
  func row(for indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    guard section >= 0, section < sectionCount, indexPath.row >= 0,
      indexPath.row < rowCounts[section]
    else { return nil }
    return firstRows[section] + indexPath.row
  }

  /// The last index of sorted `values` whose value is at most `value` (0 if none is).
  static func lastIndex(in values: [Int], notAbove value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return Swift.max(0, low - 1)
  }
}
