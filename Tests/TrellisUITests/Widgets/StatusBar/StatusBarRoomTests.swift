import Testing
import TrellisTerminal

@testable import TrellisUI

/// How a short status bar shares its row: hints left out by importance, `? help` and
/// `q quit` kept, the message's first line, marked when there is more of it.
@Suite @MainActor struct StatusBarRoomTests {
  private let hints = [
    KeyHint("↑↓", "move", importance: .low), KeyHint("+-", "change"),
    KeyHint("a", "add", importance: .high), KeyHint(":", "palette"),
    KeyHint("?", "help", importance: .essential), KeyHint("q", "quit", importance: .essential),
  ]

  private func render(_ bar: StatusBar, width: Int) -> [String] {
    Window(rootView: bar, size: Size(width: width, height: 1)).render().lines
  }

  @Test func theLeastImportantHintsGoFirstAndTheEssentialOnesStay() {
    let bar = StatusBar(hints: hints)
    #expect(render(bar, width: 52) == ["↑↓ move  +- change  a add  : palette  ? help  q quit"])
    // Low first, then the later of the normal ones, then the other normal one, then high.
    #expect(render(bar, width: 51) == ["+- change  a add  : palette  ? help  q quit"])
    #expect(render(bar, width: 40) == ["+- change  a add  ? help  q quit"])
    #expect(render(bar, width: 31) == ["a add  ? help  q quit"])
    #expect(render(bar, width: 20) == ["? help  q quit"])
    // Narrower than the essential hints themselves: the ones that fit whole, in order.
    #expect(render(bar, width: 10) == ["? help"])
  }

  @Test func aMessageNeverPushesOutTheEssentialHints() {
    let bar = StatusBar(hints: hints, message: .notice("Saved \"Buy milk\""))
    #expect(render(bar, width: 40) == ["a add  ? help  q quit   Saved \"Buy milk\""])
    bar.moreMarker = "… (m: messages)"
    bar.message = .error("Could not save the task: the disk is full")
    #expect(render(bar, width: 40) == ["? help  q quit  Could not… (m: messages)"])
    // With room, the whole line and the hints beside it.
    #expect(
      render(bar, width: 80) == [
        "+- change  a add  ? help  q quit       Could not save the task: the disk is full"
      ])
  }

  @Test func onlyTheFirstLineShowsFollowedByTheMarkerWhenThereIsMore() {
    let bar = StatusBar(message: .error("Sync failed\nthe server said: 500 Internal Error\n"))
    bar.moreMarker = "… (m: messages)"
    #expect(
      render(bar, width: 40) == [String(repeating: " ", count: 14) + "Sync failed… (m: messages)"])
    // Blank lines before the first one with text are skipped; a lone line has no marker.
    bar.message = .notice("\n  \nSaved")
    #expect(render(bar, width: 10) == ["     Saved"])
    // Any line break ends the first line.
    bar.message = .notice("one\r\ntwo")
    #expect(render(bar, width: 20) == ["one… (m: messages)"].map { "  " + $0 })
    // Too narrow for the marker and a column of text: a plain `…`.
    bar.message = .notice("Sync failed\nagain")
    #expect(render(bar, width: 8) == ["Sync fa…"])
    // The default marker is `…` alone.
    #expect(render(StatusBar(message: "one\ntwo"), width: 10) == ["      one…"])
  }

  @Test func theLayoutSaysWhatShows() {
    let layout = StatusBarLayout(
      hints: hints, message: "Saved", moreMarker: "…", width: 30)
    #expect(layout.message == "Saved")
    #expect(layout.hints.map(\.keys) == ["a", "?", "q"])
    #expect(layout.hints.map(\.column) == [0, 7, 15])
  }
}
