import Testing
import TrellisCore

@Suite struct FuzzyMatcherTests {
  @Test func matchesSubsequencesCaseInsensitively() throws {
    let match = try #require(FuzzyMatcher.match("cnt", in: "Counters"))
    #expect(match.positions == [0, 3, 4])
    #expect(FuzzyMatcher.match("CNT", in: "counters") != nil)
    #expect(FuzzyMatcher.match("tnc", in: "Counters") == nil)
    #expect(FuzzyMatcher.match("counterss", in: "Counters") == nil)
  }

  @Test func emptyQueryMatchesEverything() {
    #expect(FuzzyMatcher.match("", in: "anything") == FuzzyMatch(score: 0, positions: []))
    #expect(FuzzyMatcher.match("  ", in: "") == FuzzyMatch(score: 0, positions: []))
  }

  @Test func spacesInTheQueryAreIgnored() {
    #expect(FuzzyMatcher.match("new task", in: "Tasks: newtask")?.positions.count == 7)
  }

  @Test func prefersWordStarts() throws {
    // "tn" could match t-a-s-k-s-:-space-n, either at T…n(ew) or later letters.
    let match = try #require(FuzzyMatcher.match("tn", in: "Tasks: new"))
    #expect(match.positions == [0, 7])
    let ranked = FuzzyMatcher.rank("rs", ["Others", "Repo search"]) { $0 }
    #expect(ranked.map(\.candidate) == ["Repo search", "Others"])
  }

  @Test func prefersConsecutiveRuns() {
    let ranked = FuzzyMatcher.rank("count", ["Cxoxuxnxt", "Counters"]) { $0 }
    #expect(ranked.map(\.candidate) == ["Counters", "Cxoxuxnxt"])
    #expect(FuzzyMatcher.match("ters", in: "tXe Counters")?.positions == [8, 9, 10, 11])
  }

  @Test func prefersEarlierAndShorterCandidates() {
    let ranked = FuzzyMatcher.rank("plug", ["Disable plugins", "Plugins", "Plugins list"]) { $0 }
    #expect(ranked.map(\.candidate) == ["Plugins", "Plugins list", "Disable plugins"])
  }

  @Test func camelCaseAndSeparatorsAreWordStarts() throws {
    let ranked = FuzzyMatcher.rank("rs", ["repositories", "repoSearch", "repos/search"]) { $0 }
    #expect(ranked.count == 3)
    #expect(ranked.map(\.candidate).last == "repositories")
    let slash = try #require(FuzzyMatcher.match("rs", in: "repos/search"))
    #expect(slash.positions == [0, 6])
    let camel = try #require(FuzzyMatcher.match("rs", in: "repoSearch"))
    #expect(camel.positions == [0, 4])
  }

  @Test func rankDropsNonMatchesAndKeepsOrderOnTies() {
    let ranked = FuzzyMatcher.rank("a", ["b", "a1", "a2", "c"]) { $0 }
    #expect(ranked.map(\.candidate) == ["a1", "a2"])
  }

  @Test func unicodeIsMatchedByCharacter() throws {
    let match = try #require(FuzzyMatcher.match("éq", in: "Équipe"))
    #expect(match.positions == [0, 1])
    #expect(FuzzyMatcher.match("👍", in: "ok 👍")?.positions == [3])
  }
}
