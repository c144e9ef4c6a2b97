import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct ListViewReuseTests {
  let bag = DisposeBag()

  @Test func prepareForReuseEndsTheCellsBindings() {
    let cell = ListCell()
    let values = PublishSubject<Int>()
    var got: [Int] = []
    values.subscribe(onNext: { got.append($0) }).disposed(by: cell.disposeBag)
    cell.text = "x"
    values.onNext(1)
    cell.prepareForReuse()
    values.onNext(2)
    #expect(got == [1])
    #expect(cell.text == nil)
    #expect(!values.hasObservers)
  }

  @Test func counterRowsStopListeningToTheirOldRowOnceReused() {
    let counts = (0..<6).map { BehaviorRelay(value: $0 * 10) }
    let list = ListView()
    list.rowHeight = 3
    let window = Window(rootView: list, size: Size(width: 12, height: 7))
    Observable.just(Array(0..<6))
      .bind(to: list.rx.items(cellIdentifier: "Counter", cellType: ListTestCounterCell.self)) {
        _, index, cell in
        cell.title.text = "counter \(index)"
        counts[index].map { "= \($0)" }.subscribe(onNext: { cell.value.text = $0 })
          .disposed(by: cell.disposeBag)
      }
      .disposed(by: bag)
    // Eighteen lines in seven: the cells leave the last column to the scroll bar.
    #expect(
      window.render().lines == [
        "counter 0  ┃", "= 0     [+]┃", "           ┃", "counter 1  │", "= 10    [+]│",
        "           │", "counter 2  │",
      ])
    counts[0].accept(5)
    #expect(window.render().line(1).hasPrefix("= 5 "))
    let firstCell = list.cellForRow(at: IndexPath(row: 0, section: 0)) as? ListTestCounterCell

    window.focus(list)
    window.dispatch(.key(.end))
    #expect(list.contentOffset == 12)
    let screen = window.render().lines
    #expect(
      screen == [
        "counter 4  │", "= 40    [+]│", "           │", "counter 5  │", "= 50    [+]┃",
        "           ┃", "           ┃",
      ])
    // Row 0's cell now shows row 4, and row 0's counter no longer reaches it.
    #expect(list.cellForRow(at: IndexPath(row: 4, section: 0)) === firstCell)
    counts[0].accept(99)
    #expect(!window.render().lines.contains { $0.contains("99") })
    counts[4].accept(41)
    #expect(window.render().line(1).hasPrefix("= 41 "))
  }

  @Test func buttonsInCellsTakeTheFocusByMouseNotTabAndTheirKeysBubbleToTheList() {
    let list = ListView()
    list.rowHeight = 3
    let window = Window(rootView: list, size: Size(width: 12, height: 7))
    var chosen: [IndexPath] = []
    list.rx.itemSelected.subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    Observable.just(Array(0..<6))
      .bind(to: list.rx.items(cellIdentifier: "Counter", cellType: ListTestCounterCell.self)) {
        _, index, cell in cell.title.text = "counter \(index)"
      }
      .disposed(by: bag)
    _ = window.render()
    let buttons = list.visibleCells.compactMap { ($0 as? ListTestCounterCell)?.button }
    #expect(buttons.count == 3)
    window.dispatch(.key(.tab))
    #expect(window.focusedView === list)
    window.dispatch(.key(.tab))
    #expect(window.focusedView === list)  // Tab does not go through the rows' buttons
    #expect(window.focus(buttons[1]))
    window.dispatch(.key(.enter))
    #expect(buttons[1].taps == 1)
    #expect(chosen.isEmpty)
    window.dispatch(.key(.down))
    #expect(list.indexPathForSelectedRow?.row == 0)

    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 10, row: 1)))
    #expect(window.focusedView === buttons[0])
    #expect(buttons[0].taps == 1)
    #expect(chosen.isEmpty)
    #expect(window.render().line(1).hasSuffix("[*]┃"))

    // The focused button's cell scrolls away: the focus comes back to the list.
    window.dispatch(.key(.end))
    _ = window.render()
    #expect(window.focusedView === list)
  }

  @Test func aMillionRowsBuildOnlyTheVisibleCells() {
    let list = ListView()
    let built = ListTestCounter()
    let configured = ListTestCounter()
    list.register(forCellReuseIdentifier: "Cell") {
      built.value += 1
      return ListTestCell()
    }
    let window = Window(rootView: list, size: Size(width: 12, height: 10))
    Observable.just(Array(0..<1_000_000))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, number, cell in
        configured.value += 1
        cell.text = "row \(number)"
      }
      .disposed(by: bag)
    #expect(window.render().lines.first == "row 0      ┃")
    #expect((built.value, configured.value) == (10, 10))
    window.focus(list)
    window.dispatch(.key(.end))
    let screen = window.render().lines
    #expect(screen.first == "row 999990 │")
    #expect(screen.last == "row 999999 ┃")
    #expect(list.contentOffset == 999_990)
    #expect((built.value, configured.value) == (10, 20))
    for _ in 0..<3 { window.dispatch(.key(.pageUp)) }
    for _ in 0..<5 { window.dispatch(.mouse(MouseEvent(.wheelUp, column: 0, row: 0))) }
    for _ in 0..<7 { window.dispatch(.key(.up)) }
    _ = window.render()
    #expect(built.value == 10)
    #expect(list.visibleCells.count == 10)
    #expect(list.subviews.count == 10)
    #expect(list.spareCellCount == 0)
  }

  @Test func reachedBottomFiresOncePerArrival() {
    let items = BehaviorRelay(value: Array(0..<30))
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 10))
    items.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
      _, number, cell in cell.text = "\(number)"
    }
    .disposed(by: bag)
    var arrivals = 0
    list.rx.reachedBottom.subscribe(onNext: { arrivals += 1 }).disposed(by: bag)
    window.focus(list)
    _ = window.render()
    #expect(arrivals == 0)
    window.dispatch(.key(.end))
    _ = window.render()
    _ = window.render()
    window.dispatch(.key(.up))
    _ = window.render()
    #expect(arrivals == 1)
    window.dispatch(.key(.home))
    _ = window.render()
    window.dispatch(.key(.end))
    _ = window.render()
    #expect(arrivals == 2)
  }

  @Test func reachedBottomDrivesLoadMore() {
    let items = BehaviorRelay(value: Array(0..<15))
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 10))
    items.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
      _, number, cell in cell.text = "\(number)"
    }
    .disposed(by: bag)
    list.rx.reachedBottom
      .subscribe(onNext: { items.accept(items.value + (items.value.count..<items.value.count + 5)) }
      )
      .disposed(by: bag)
    window.focus(list)
    _ = window.render()
    #expect(list.numberOfRows(inSection: 0) == 15)
    for expected in [20, 25, 30] {
      window.dispatch(.key(.end))
      _ = window.render()
      #expect(list.numberOfRows(inSection: 0) == expected)
    }
  }

  @Test func aListThatFitsReportsItsBottomOnce() {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 10))
    var arrivals = 0
    list.rx.reachedBottom.subscribe(onNext: { arrivals += 1 }).disposed(by: bag)
    Observable.just([1, 2, 3])
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) { _, _, _ in }
      .disposed(by: bag)
    _ = window.render()
    _ = window.render()
    #expect(arrivals == 1)
  }
}
