import Foundation
import Testing
import TrellisTerminal

@testable import TrellisUI

/// A window below its minimum size shows only a request to make the terminal bigger and
/// keeps its views as they were for when it grows.
@Suite @MainActor struct WindowMinimumSizeTests {
  private func makeWindow() -> (Window, TextField, ListView) {
    let field = TextField()
    let list = ListView()
    list.register(ListTestCell.self, forCellReuseIdentifier: "Cell")
    list.dataSource = ListDataSource(sections: { 1 }, rows: { _ in 50 }) { list, indexPath in
      let cell = list.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = "row \(indexPath.row)"
      return cell
    }
    let root = StackView(axis: .vertical, [(field, .fixed(1)), (list, .fill)])
    let window = Window(rootView: root, size: Size(width: 40, height: 10))
    window.minimumSize = Size(width: 40, height: 10)
    return (window, field, list)
  }

  @Test func belowTheMinimumOnlyTheMessageShowsCentered() {
    let (window, field, _) = makeWindow()
    window.focus(field)
    #expect(!window.isBelowMinimumSize)
    #expect(window.render().lines[1] == "row 0" + String(repeating: " ", count: 34) + "┃")
    window.resize(Size(width: 20, height: 6))
    #expect(window.isBelowMinimumSize)
    #expect(window.minimumSizeMessage == "Make the terminal at least 40×10")
    #expect(window.render().lines == ["", "", "Make the terminal at", "    least 40×10", "", ""])
    #expect(window.cursorPosition == nil)
    // Overlays do not show either.
    window.present(Label("overlay"), placement: .top(margin: 0), modal: false)
    #expect(!window.render().lines.joined().contains("overlay"))
    // Too short but wide enough is too small as well.
    window.resize(Size(width: 80, height: 9))
    #expect(
      window.render().lines[4] == String(repeating: " ", count: 24) + window.minimumSizeMessage)
  }

  @Test func belowTheMinimumKeysGoStraightToTheAppAndMouseAndPastesAreDropped() {
    let (window, field, list) = makeWindow()
    var unhandled: [KeyEvent] = []
    window.unhandledKey = { event in
      unhandled.append(event)
      return event == .character("q")
    }
    window.focus(field)
    window.resize(Size(width: 39, height: 10))
    #expect(window.dispatch(.key(.character("q"))))
    #expect(!window.dispatch(.key(.character("x"))))
    #expect(!window.dispatch(.paste(PasteEvent("pasted"))))
    #expect(!window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 0, row: 3))))
    #expect(unhandled == [.character("q"), .character("x")])
    #expect(field.text == "")
    #expect(window.focusedView === field)
    #expect(list.indexPathForSelectedRow == nil)
  }

  @Test func grownBackTheViewsShowAsTheyWere() {
    let (window, field, list) = makeWindow()
    window.focus(list)
    for _ in 0..<30 { window.dispatch(.key(.down)) }
    _ = window.render()
    let offset = list.contentOffset
    #expect(offset > 0)
    window.resize(Size(width: 12, height: 3))
    _ = window.render()
    window.resize(Size(width: 40, height: 10))
    let lines = window.render().lines
    #expect(list.contentOffset == offset)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 29, section: 0))
    #expect(window.focusedView === list)
    #expect(lines.contains { $0.hasPrefix("row 29") })
    window.focus(field)
    window.dispatch(.key(.character("x")))
    #expect(field.text == "x")
  }
}
