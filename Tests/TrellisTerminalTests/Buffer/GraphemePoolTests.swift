import Testing

@testable import TrellisTerminal

@Suite struct GraphemePoolTests {
  static let family = "👨‍👩‍👧‍👦"

  @Test func clearingABufferEmptiesItsPool() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.write(GraphemePoolTests.family, column: 0, row: 0)
    #expect(buffer.pool.bytes.count == 25)
    buffer.clear()
    #expect(buffer.pool.isEmpty)
  }

  @Test func aBufferRedrawnWithoutClearingKeepsItsPoolBounded() {
    var buffer = Buffer(width: 10, height: 2)
    for frame in 0..<10_000 {
      buffer.write(GraphemePoolTests.family, column: frame % 4 * 2, row: 0)
    }
    // Four cells show the cluster: 100 bytes live; compaction runs once the pool has
    // doubled since the last one, and never below 4096 bytes.
    #expect(buffer.pool.bytes.count <= GraphemePool.minimumCompactedSize + 25)
    for column in stride(from: 0, to: 8, by: 2) {
      #expect(buffer.symbol(column: column, row: 0) == GraphemePoolTests.family)
    }
    buffer.compactPool()
    #expect(buffer.pool.bytes.count == 100)
    #expect(buffer.lines[0] == String(repeating: GraphemePoolTests.family, count: 4))
  }

  @Test func resizingAndScrollingBringPooledClustersAlong() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.write("x" + GraphemePoolTests.family, column: 0, row: 1)
    buffer.resize(width: 5, height: 3)
    #expect(buffer.lines == ["", "x" + GraphemePoolTests.family, ""])
    #expect(buffer.pool.bytes.count == 25)
  }
}
