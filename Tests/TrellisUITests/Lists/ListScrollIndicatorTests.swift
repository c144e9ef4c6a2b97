import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// The scroll bar every list and grid gets when its content is taller than it: where the
/// user is in a long list.
@MainActor
@Suite struct ListScrollIndicatorTests {
  let bag = DisposeBag()

  private func numbers(_ count: Int, height: Int = 10) -> (ListView, Window) {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 12, height: height))
    Observable.just(Array(0..<count))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "item \(number)"
      }
      .disposed(by: bag)
    window.focus(list)
    return (list, window)
  }

  /// The last column of each row.
  private func bar(_ window: Window) -> String {
    let buffer = window.render()
    return (0..<buffer.height).map { buffer[buffer.width - 1, $0].symbol }.joined()
  }

  @Test func aListThatFitsHasNoBarAndItsCellsTakeTheWidth() {
    let (list, window) = numbers(10)
    #expect(bar(window) == String(repeating: " ", count: 10))
    #expect(list.visibleCells.first?.frame.width == 12)
  }

  @Test func theThumbShowsWhereTheVisibleRowsAreInTheList() {
    let (list, window) = numbers(80)
    // Ten rows of 80: a one-row thumb, at the top.
    #expect(bar(window) == "┃│││││││││")
    #expect(list.visibleCells.first?.frame.width == 11)
    #expect(window.render()[11, 1].style == Style(attributes: .dim))
    // Halfway (rows 35…44 of 80) it is halfway down.
    list.setContentOffset(35)
    #expect(bar(window) == "│││││┃││││")
    // One row down it has left the top; one row short of the end it is not at the bottom.
    list.setContentOffset(1)
    #expect(bar(window) == "│┃││││││││")
    list.setContentOffset(69)
    #expect(bar(window) == "││││││││┃│")
    window.dispatch(.key(.end))
    #expect(bar(window) == "│││││││││┃")
    // A shorter list has a taller thumb.
    let (_, short) = numbers(15)
    #expect(bar(short) == "┃┃┃┃┃┃┃│││")
  }

  @Test func theBarCanBeTurnedOffAndIsNoTarget() {
    let (list, window) = numbers(80)
    var chosen: [IndexPath] = []
    list.rx.itemSelected.subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    #expect(!window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 11, row: 2))))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 10, row: 2)))
    #expect(chosen == [IndexPath(row: 2, section: 0)])
    list.showsScrollIndicator = false
    #expect(bar(window) == String(repeating: " ", count: 10))
    #expect(list.visibleCells.first?.frame.width == 12)
  }

  @Test func aGridShowsItInAColumnItsCellsLeaveFree() {
    let grid = GridView(cellSize: Size(width: 4, height: 2), columnSpacing: 1, rowSpacing: 0)
    let window = Window(rootView: grid, size: Size(width: 15, height: 4))
    Observable.just(Array(0..<12))
      .bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "i\(number)"
      }
      .disposed(by: bag)
    // Three 4-column cells take 14 of 15 columns: the last one is free for the bar.
    #expect(bar(window) == "┃┃││")
    #expect(grid.columns == 3)
    // At 14 columns the bar would cost a grid column: none shows.
    window.resize(Size(width: 14, height: 4))
    #expect(bar(window) == "    ")
    #expect(grid.columns == 3)
  }
}
