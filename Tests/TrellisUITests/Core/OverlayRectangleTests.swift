import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal

@testable import TrellisUI

/// Every overlay owns its whole rectangle: what the screen showed under a dialog, a toast
/// or any modal shows through none of the gaps its views leave.
@Suite struct OverlayRectangleTests {
  /// A screen full of text, as a list of tasks is.
  final class Filled: View {
    override func draw(in buffer: inout Buffer) {
      for row in frame.y..<frame.maxY {
        buffer.write(
          String(repeating: "#", count: frame.width), column: frame.x, row: row,
          clip: frame)
      }
    }
  }

  /// The cells of `rect` in `buffer` that still show the text under the overlay.
  func leaks(in buffer: Buffer, _ rect: Rect) -> [String] {
    var found: [String] = []
    for row in rect.y..<rect.maxY {
      for column in rect.x..<rect.maxX where buffer.symbol(column: column, row: row) == "#" {
        found.append("\(column),\(row)")
      }
    }
    return found
  }

  @Test @MainActor func aDialogClearsWhatIsUnderIt() throws {
    let window = Window(rootView: Filled(), size: Size(width: 60, height: 12))
    let dialog = Dialog(
      title: "Delete", message: "Delete \"Star\"? You can undo it.",
      options: [Dialog.Option("Delete"), Dialog.Option("Cancel", isCancel: true)])
    dialog.present(in: window)
    let buffer = window.render()
    #expect(leaks(in: buffer, dialog.frame) == [], "\(buffer.lines)")
    #expect(buffer.lines[2].hasPrefix("###"), "the screen around the dialog stays")
  }

  @Test @MainActor func aToastClearsWhatIsUnderIt() throws {
    let window = Window(rootView: Filled(), size: Size(width: 40, height: 8))
    let toast = Toast("Task deleted", action: KeyHint("u", "undo"))
    toast.show(in: window, scheduler: TestScheduler(initialClock: 0))
    let buffer = window.render()
    #expect(!toast.frame.isEmpty)
    #expect(leaks(in: buffer, toast.frame) == [], "\(buffer.lines)")
  }

  @Test @MainActor func anyModalViewClearsWhatIsUnderIt() throws {
    let window = Window(rootView: Filled(), size: Size(width: 40, height: 8))
    let modal = Label("a longer first line\nshort", lineMode: .wrap, maximumLines: 0)
    window.present(modal, placement: .centered, modal: true)
    let buffer = window.render()
    #expect(leaks(in: buffer, modal.frame) == [], "\(buffer.lines)")
  }
}
