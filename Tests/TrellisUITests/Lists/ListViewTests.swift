import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct ListViewTests {
  let bag = DisposeBag()

  /// A focused list of rows `r0`, `r1`… in a window `height` lines tall.
  private func numbers(_ count: Int, height: Int, width: Int = 8) -> (ListView, Window) {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: width, height: height))
    Observable.just(Array(0..<count))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "r\(number)"
      }
      .disposed(by: bag)
    window.focus(list)
    return (list, window)
  }

  private func isReversed(_ buffer: Buffer, row: Int) -> Bool {
    buffer[0, row].style.attributes.contains(.reverse)
  }

  @Test func showsTheRowsThatFitWithTheirTextSanitized() {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 10, height: 4))
    Observable.just(["one", "bad\u{7}", "three", "four", "five"])
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, text, cell in cell.text = text
      }
      .disposed(by: bag)
    // Five rows in four lines: the scroll bar's thumb covers the top three of them.
    #expect(
      window.render().lines == ["one      ┃", "bad␇     ┃", "three    ┃", "four     │"])
    #expect(list.visibleCells.count == 4)
    #expect(list.subviews.count == 4)
    #expect(list.numberOfRows(inSection: 0) == 5)
  }

  @Test func sectionsHaveSanitizedBoldHeadersAndClicksSelectRows() {
    let list = ListView()
    let other = ListTestButton()
    let root = StackView(axis: .vertical, [(other, .fixed(1)), (list, .fill)])
    let window = Window(rootView: root, size: Size(width: 12, height: 7))
    let dataSource = ListSectionedDataSource<String> { _, list, indexPath, fruit in
      let cell = list.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = fruit
      return cell
    }
    list.register(ListTestCell.self, forCellReuseIdentifier: "Cell")
    Observable.just([
      ListSection(header: "Fruit\u{1B}[2J", items: ["apple", "pear"]),
      ListSection(items: ["x"]),
      ListSection(header: "Veg", items: ["leek"]),
    ])
    .bind(to: list.rx.items(dataSource: dataSource))
    .disposed(by: bag)
    var chosen: [IndexPath] = []
    var models: [String] = []
    list.rx.itemSelected.subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    list.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
    window.focus(other)

    let screen = window.render()
    #expect(screen.lines == ["[*]", "Fruit␛[2J", "apple", "pear", "x", "Veg", "leek"])
    #expect(screen[0, 1].style.attributes.contains(.bold))
    #expect(!screen[0, 2].style.attributes.contains(.bold))

    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 2, row: 3)))
    #expect(window.focusedView === list)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(isReversed(window.render(), row: 3))
    #expect(!window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 1, row: 5))))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 0, row: 6)))
    #expect(chosen == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2)])
    #expect(models == ["pear", "leek"])
  }

  @Test func arrowsLettersPagesAndEndsMoveTheSelectionAndKeepItOnScreen() {
    let (list, window) = numbers(20, height: 5)
    #expect(window.render().lines == ["r0     ┃", "r1     │", "r2     │", "r3     │", "r4     │"])
    #expect(list.indexPathForSelectedRow == nil)
    window.dispatch(.key(.down))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    for _ in 0..<5 { window.dispatch(.key(.down)) }
    var screen = window.render()
    #expect(screen.lines == ["r1     │", "r2     ┃", "r3     │", "r4     │", "r5     │"])
    #expect(isReversed(screen, row: 4) && !isReversed(screen, row: 3))
    #expect(list.contentOffset == 1)
    window.dispatch(.key(.character("k")))
    #expect(list.indexPathForSelectedRow?.row == 4)
    #expect(list.contentOffset == 1)
    window.dispatch(.key(.character("G")))
    #expect(list.indexPathForSelectedRow?.row == 19)
    #expect(
      window.render().lines == ["r15    │", "r16    │", "r17    │", "r18    │", "r19    ┃"])
    window.dispatch(.key(.down))
    #expect(list.indexPathForSelectedRow?.row == 19)
    window.dispatch(.key(.character("g")))
    #expect(list.contentOffset == 0)
    window.dispatch(.key(.pageDown))
    #expect(list.indexPathForSelectedRow?.row == 5)
    window.dispatch(.key(.pageDown))
    #expect((list.indexPathForSelectedRow?.row, list.contentOffset) == (10, 6))
    window.dispatch(.key(.pageUp))
    #expect((list.indexPathForSelectedRow?.row, list.contentOffset) == (5, 5))
    window.dispatch(.key(.end))
    window.dispatch(.key(.home))
    #expect((list.indexPathForSelectedRow?.row, list.contentOffset) == (0, 0))
    #expect(!window.dispatch(.key(.left)))
    #expect(!window.dispatch(.key(.character("x"))))

    window.focus(nil)
    screen = window.render()
    #expect(!isReversed(screen, row: 0))
    list.selectionAttributes = .underline
    #expect(window.render()[0, 0].style.attributes == .underline)
  }

  @Test func letterKeysCanBeTurnedOff() {
    let (list, window) = numbers(5, height: 5)
    list.usesLetterKeys = false
    #expect(!window.dispatch(.key(.character("j"))))
    #expect(list.indexPathForSelectedRow == nil)
  }

  @Test func enterSelectsAndTheDeleteKeysDelete() {
    let (list, window) = numbers(5, height: 5)
    var chosen: [IndexPath] = []
    var deleted: [IndexPath] = []
    var deletedModels: [Int] = []
    list.rx.itemSelected.subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    list.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
    list.rx.modelDeleted(Int.self).subscribe(onNext: { deletedModels.append($0) }).disposed(
      by: bag)
    #expect(!window.dispatch(.key(.enter)))
    window.dispatch(.key(.down))
    window.dispatch(.key(.down))
    window.dispatch(.key(.enter))
    window.dispatch(.key(.character("d")))
    window.dispatch(.key(.delete))
    #expect(chosen == [IndexPath(row: 1, section: 0)])
    #expect(deleted == [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)])
    #expect(deletedModels == [1, 1])
    // The delete hint names the letter that deletes.
    #expect(window.keyHints.contains(KeyHint("d", "delete")))
    #expect(window.keyHints.contains(KeyHint("enter", "select", importance: .low)))
    list.deleteKeys = []
    #expect(!window.dispatch(.key(.character("d"))))
    #expect(deleted.count == 2)
  }

  @Test func theWheelScrollsAndPullsTheSelectionAlong() {
    let (list, window) = numbers(30, height: 5)
    _ = window.render()
    window.dispatch(.key(.down))
    window.dispatch(.mouse(MouseEvent(.wheelDown, column: 0, row: 0)))
    #expect(list.contentOffset == 3)
    #expect(list.indexPathForSelectedRow?.row == 3)
    #expect(window.render().lines == ["r3     │", "r4     ┃", "r5     │", "r6     │", "r7     │"])
    for _ in 0..<20 { window.dispatch(.mouse(MouseEvent(.wheelDown, column: 0, row: 0))) }
    #expect(list.contentOffset == 25)
    #expect(list.indexPathForSelectedRow?.row == 25)
    window.dispatch(.mouse(MouseEvent(.wheelUp, column: 0, row: 0)))
    #expect((list.contentOffset, list.indexPathForSelectedRow?.row) == (22, 25))
    for _ in 0..<20 { window.dispatch(.mouse(MouseEvent(.wheelUp, column: 0, row: 0))) }
    #expect((list.contentOffset, list.indexPathForSelectedRow?.row) == (0, 4))
  }

  @Test func aClosureDataSourceWithTallRowsAndHeaders() {
    let list = ListView()
    list.rowHeight = 2
    list.register(ListTestCell.self, forCellReuseIdentifier: "Cell")
    list.dataSource = ListDataSource(
      sections: { 2 }, rows: { $0 == 0 ? 2 : 1 }, header: { "S\($0)" }
    ) { list, indexPath in
      let cell = list.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = "\(indexPath.section).\(indexPath.row)"
      return cell
    }
    let window = Window(rootView: list, size: Size(width: 6, height: 7))
    // Eight lines in seven: the cells leave the last column to the scroll bar.
    #expect(
      window.render().lines == [
        "S0   ┃", "0.0  ┃", "     ┃", "0.1  ┃", "     ┃", "S1   ┃", "1.0  │",
      ])
    #expect(list.visibleCells.first?.frame == Rect(x: 0, y: 1, width: 5, height: 2))
    #expect(list.visibleCells.last?.frame == Rect(x: 0, y: 6, width: 5, height: 1))
    window.focus(list)
    window.dispatch(.key(.end))
    #expect(list.contentOffset == 1)
    #expect(
      window.render().lines == [
        "0.0  │", "     ┃", "0.1  ┃", "     ┃", "S1   ┃", "1.0  ┃", "     ┃",
      ])
    window.dispatch(.key(.home))
    #expect(list.contentOffset == 0)
  }
}
