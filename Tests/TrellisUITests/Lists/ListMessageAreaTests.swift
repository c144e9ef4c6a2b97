import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// The empty state: a message in the middle of an empty list's area, above the rows once
/// there are some.
@MainActor
@Suite struct ListMessageAreaTests {
  @Test func theMessageSitsInTheMiddleWhileTheListIsEmpty() {
    let list = ListView()
    let message = Label("No tasks yet", alignment: .center, lineMode: .wrap, maximumLines: 3)
    let area = ListMessageArea(list: list, message: message)
    let footer = Label("footer")
    let root = StackView(axis: .vertical, [(area, .fill), (footer, .fixed(1))])
    let window = Window(rootView: root, size: Size(width: 20, height: 8))
    let rows = BehaviorSubject<[String]>(value: [])
    let bag = DisposeBag()
    rows.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
      _, text, cell in cell.text = text
    }
    .disposed(by: bag)
    #expect(area.isListEmpty)
    #expect(window.render().lines == ["", "", "", "    No tasks yet", "", "", "", "footer"])
    // A message that wraps stays in the middle, each line centered.
    message.text = "No tasks match \"milk\". Press Esc to clear."
    #expect(
      window.render().lines == [
        "", "", "   No tasks match", "\"milk\". Press Esc to", "       clear.", "", "", "footer",
      ])
    // With rows, the message (empty now) takes no room and the rows start at the top.
    message.text = ""
    rows.onNext(["milk", "eggs"])
    #expect(!area.isListEmpty)
    #expect(window.render().lines == ["milk", "eggs", "", "", "", "", "", "footer"])
    // A message beside rows sits above them.
    message.text = "Could not load more"
    #expect(
      window.render().lines == [
        "Could not load more", "milk", "eggs", "", "", "", "", "footer",
      ])
  }
}
