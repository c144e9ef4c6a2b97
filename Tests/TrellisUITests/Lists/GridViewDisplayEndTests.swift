import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// Cells that leave the screen hear about it (where a picture cell stops its download),
/// and cells that a reload hands straight back do not.
@MainActor
@Suite struct GridViewDisplayEndTests {
  let bag = DisposeBag()

  @Test func cellsScrolledAwayEndDisplaying() {
    let grid = GridView(cellSize: Size(width: 4, height: 2), columnSpacing: 1, rowSpacing: 0)
    let window = Window(rootView: grid, size: Size(width: 14, height: 4))
    let items = BehaviorRelay(value: Array(0..<30))
    items.bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: ListTestCell.self)) {
      _, number, cell in cell.text = "i\(number)"
    }
    .disposed(by: bag)
    var ended: [Int] = []
    grid.rx.didEndDisplayingCell.subscribe(onNext: { ended.append($0.at.item) }).disposed(by: bag)
    window.focus(grid)
    _ = window.render()
    let firstRow = grid.visibleCells.prefix(3).compactMap { $0 as? ListTestCell }
    for _ in 0..<3 { window.dispatch(.key(.down)) }  // selects 0, then 3, then 6 (row 2)
    _ = window.render()
    #expect(ended == [0, 1, 2])
    #expect(firstRow.map(\.endedDisplays) == [1, 1, 1])

    ended.removeAll()
    items.accept(Array(0..<31))
    _ = window.render()
    #expect(ended.isEmpty)
    #expect(
      grid.visibleCells.compactMap { ($0 as? ListTestCell)?.endedDisplays }.allSatisfy { $0 <= 1 })
  }
}
