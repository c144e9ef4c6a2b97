import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// A cell's bindings end as soon as its item leaves the screen, not when the cell is next
/// handed out — and also when the spare pool lets the cell go.
@MainActor
@Suite struct CellBindingsEndOffScreenTests {
  let bag = DisposeBag()

  /// A list of `count` rows, each cell bound to its row's relay by a subscription that
  /// holds the cell (as a binding to one of the cell's labels does).
  private func boundList(_ count: Int, height: Int) -> (ListView, Window, [PublishSubject<Int>]) {
    let relays = (0..<count).map { _ in PublishSubject<Int>() }
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 10, height: height))
    Observable.just(Array(0..<count))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, row, cell in
        relays[row].subscribe(onNext: { cell.text = "\($0)" }).disposed(by: cell.disposeBag)
      }
      .disposed(by: bag)
    _ = window.render()
    return (list, window, relays)
  }

  @Test func aCellThatLeavesTheScreenStopsItsBindingsAtOnce() {
    let (list, window, relays) = boundList(5, height: 5)
    #expect(relays.allSatisfy { $0.hasObservers })
    let leaving = list.visibleCells.suffix(2).compactMap { $0 as? ListTestCell }
    // The window shrinks: rows 3 and 4 leave the screen and no row comes to take their cells.
    window.resize(Size(width: 10, height: 3))
    _ = window.render()
    #expect(list.spareCellCount == 2)
    #expect(relays.map(\.hasObservers) == [true, true, true, false, false])
    #expect(leaving.map(\.endedDisplays) == [1, 1])
    #expect(leaving.map(\.reuseCount) == [1, 1])
    // Handed out again, a spare is not prepared a second time.
    window.resize(Size(width: 10, height: 5))
    _ = window.render()
    #expect(leaving.map(\.reuseCount) == [1, 1])
    #expect(relays.allSatisfy { $0.hasObservers })
  }

  @Test func aCellThePoolLetsGoStopsItsBindingsToo() {
    let limit = CellReusePool.spareLimit
    let (list, window, relays) = boundList(limit + 20, height: limit + 20)
    window.resize(Size(width: 10, height: 2))
    _ = window.render()
    #expect(list.spareCellCount == limit)
    #expect(relays.filter(\.hasObservers).count == 2)
  }

  @Test func thePoolPreparesEveryCellItTakesKeptOrNot() {
    let pool = CellReusePool()
    let relay = PublishSubject<Int>()
    let cells = (0...CellReusePool.spareLimit).map { _ in
      let cell = ListTestCell()
      cell.reuseIdentifier = "Cell"
      relay.subscribe(onNext: { cell.text = "\($0)" }).disposed(by: cell.disposeBag)
      return cell
    }
    for cell in cells { pool.enqueue(cell) }
    #expect(pool.spareCount == CellReusePool.spareLimit)
    #expect(!relay.hasObservers)
    #expect(cells.allSatisfy { $0.reuseCount == 1 })
  }
}
