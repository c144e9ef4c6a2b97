import Testing
import TrellisCore
import TrellisTerminal
import TrellisUI

/// A toast takes a row of its own above the status bar, for every screen: the screen is
/// laid out above it while it shows, and gets the row back when it goes.
@MainActor
@Suite struct ShellToastRowTests {
  /// A screen that writes `footer` on its last row.
  final class Footer: View {
    override func draw(in buffer: inout Buffer) {
      buffer.write("footer", column: frame.x, row: frame.maxY - 1, clip: frame)
    }
  }

  @Test func aToastHidesNothingTheScreenShowsAtTheBottom() throws {
    let fixture = CoreTestShellFixture(width: 40, height: 10)
    fixture.shell.show(Footer())
    fixture.settle()
    #expect(fixture.lines[8] == "footer")
    fixture.shell.toast("Saved", action: KeyHint("u", "undo"), duration: .seconds(3))
    fixture.settle()
    #expect(fixture.lines[7] == "footer")
    #expect(fixture.lines[8].trimmingCharacters(in: .whitespaces) == "Saved  u undo")
    #expect(fixture.lines[9] == ": palette  ? help  q quit")
    // The action still takes its key; the row goes with the toast.
    try fixture.send("u")
    #expect(fixture.lines[8] == "footer")
    fixture.shell.toast("Saved again", duration: .seconds(3))
    fixture.settle()
    #expect(fixture.lines[7] == "footer")
    fixture.scheduler.advanceTo(fixture.scheduler.clock + 3_100)
    #expect(fixture.lines[8] == "footer")
    #expect(!fixture.lines.contains { $0.contains("Saved again") })
  }
}
