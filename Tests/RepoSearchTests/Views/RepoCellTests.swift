import RepoSearch
import Testing
import Trellis

/// A search result's row as the terminal narrows: the name keeps its room, the facts at the
/// right go first, the last one first.
@MainActor
@Suite struct RepoCellTests {
  private func lines(_ row: RepoRow, width: Int) -> [String] {
    let cell = RepoCell()
    cell.configure(with: row)
    return Window(rootView: cell, size: Size(width: width, height: 2)).render().lines
  }

  @Test func theNameKeepsItsRoomAndTheFactsGoLastFirst() {
    let repository = GitHubRepository(
      name: "swift", owner: "apple", description: "The Swift language", language: "Swift",
      stars: 500)
    let row = RepoRow.github(repository)
    #expect(
      lines(row, width: 40) == [
        " apple/swift" + String(repeating: " ", count: 14) + "★ 500 · Swift",
        " The Swift language",
      ])
    #expect(lines(row, width: 24)[0] == " apple/swift      ★ 500")
    #expect(lines(row, width: 16)[0] == " apple/swift")
    // Narrower than the name itself: the name is cut, with no facts beside it.
    #expect(lines(row, width: 10)[0] == " apple/s…")
  }

  @Test func aLocalRepositoryDropsItsLastFactsFirstToo() {
    let row = RepoRow.local(
      LocalRepository(
        path: "/home/ada/src/trellis", name: "trellis", layout: .workingTree,
        head: .branch("main"), isDirty: true))
    #expect(lines(row, width: 40)[0].hasSuffix(" main ●"))
    #expect(lines(row, width: 20)[0] == " trellis     main ●")
    #expect(lines(row, width: 16)[0] == " trellis   main")
    #expect(lines(row, width: 14)[0] == " trellis")
  }
}
