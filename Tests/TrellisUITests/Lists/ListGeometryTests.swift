import Foundation
import Testing

@testable import TrellisUI

@Suite struct ListGeometryTests {
  /// Section 0: header, rows 0-1; section 1: a header and no rows; section 2: no header,
  /// rows 2-4; section 3: a header alone. Rows two lines tall:
  /// lines 0 H0 | 1-2 r0 | 3-4 r1 | 5 H1 | 6-7 r2 | 8-9 r3 | 10-11 r4 | 12 H3.
  let geometry = ListGeometry(
    rowHeight: 2, rowCounts: [2, 0, 3, 0], hasHeader: [true, true, false, true])

  @Test func prefixSumsFromTheCounts() {
    #expect(geometry.sectionStarts == [0, 5, 6, 12])
    #expect(geometry.firstRows == [0, 2, 2, 5])
    #expect(geometry.rowCount == 5)
    #expect(geometry.contentHeight == 13)
  }

  @Test func rowsAndLines() {
    #expect(geometry.lines(ofRow: 2) == 6..<8)
    #expect(geometry.lines(ofRow: 1) == 3..<5)
    #expect(geometry.row(atLine: 5) == nil)
    #expect(geometry.row(atLine: 9) == 3)
    #expect(geometry.row(atLine: 12) == nil)
    #expect(geometry.row(atLine: 13) == nil)
    #expect(geometry.rows(inLines: 4..<8) == 1..<3)
    #expect(geometry.rows(inLines: 5..<6).isEmpty)
    #expect(geometry.rows(inLines: 0..<100) == 0..<5)
    #expect(geometry.revealLines(ofRow: 0) == 0..<3)
    #expect(geometry.revealLines(ofRow: 1) == 3..<5)
  }

  @Test func snappingToHeadersAndRows() {
    #expect(geometry.snapDown(4) == 3)
    #expect(geometry.snapDown(5) == 5)
    #expect(geometry.snapDown(0) == 0)
    #expect(geometry.snapUp(4) == 5)
    #expect(geometry.snapUp(6) == 6)
    #expect(geometry.snapUp(7) == 8)
    #expect(geometry.snapUp(12) == 12)
  }

  @Test func indexPaths() {
    #expect(geometry.indexPath(ofRow: 4) == IndexPath(row: 2, section: 2))
    #expect(geometry.row(for: IndexPath(row: 2, section: 2)) == 4)
    #expect(geometry.row(for: IndexPath(row: 0, section: 1)) == nil)
    #expect(geometry.row(for: IndexPath(row: 0, section: 9)) == nil)
    #expect(IndexPath(item: 3, section: 1).item == 3)
  }

  @Test func noSectionsAtAll() {
    let empty = ListGeometry()
    #expect(empty.contentHeight == 0)
    #expect(empty.rows(inLines: 0..<10).isEmpty)
    #expect(empty.snapDown(3) == 0)
    #expect(empty.row(atLine: 0) == nil)
  }
}
