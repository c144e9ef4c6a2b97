import Testing

@testable import TrellisCore

/// Route texts a user could take for one another fold to one key.
@Suite struct RouteFoldingTests {
  @Test(arguments: [
    "tasks", "Tasks", "TASKS", "t\u{430}sks", "\u{442}\u{430}\u{455}k\u{455}", "\u{FF54}asks",
    "ta\u{200B}sks", "t%61sks", "%74asks", "tásks",
  ])
  func lookAlikesOfTasksFoldToTasks(text: String) {
    #expect(RouteFolding.fold(text) == "tasks")
  }

  @Test func anEscapedSlashSplitsSegments() {
    #expect(RouteFolding.segments("tasks%2Fnew") == ["tasks", "new"])
    #expect(RouteFolding.segments("tasks%252Fnew") == ["tasks", "new"])
    #expect(RouteFolding.firstSegment("Tasks%2Fnew/x") == "tasks")
  }

  @Test func differentWordsStayDifferent() {
    #expect(RouteFolding.fold("notes") != RouteFolding.fold("tasks"))
    #expect(RouteFolding.fold("repos") == "repos")
    #expect(RouteFolding.fold("help") != RouteFolding.fold("hello"))
  }
}
