import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct GridViewTests {
  let bag = DisposeBag()

  /// A focused grid of 4×2 cells, a column and a line apart, showing `i0`, `i1`… in a
  /// window of 14×6: three cells to a grid row, two grid rows on screen.
  private func photos(_ count: Int) -> (GridView, Window) {
    let grid = GridView(cellSize: Size(width: 4, height: 2), columnSpacing: 1, rowSpacing: 1)
    let window = Window(rootView: grid, size: Size(width: 14, height: 6))
    Observable.just(Array(0..<count))
      .bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "i\(number)"
      }
      .disposed(by: bag)
    window.focus(grid)
    return (grid, window)
  }

  @Test func cellsFlowLeftToRightThenDown() {
    let (grid, window) = photos(8)
    #expect(window.render().lines == ["i0   i1   i2", "", "", "i3   i4   i5", "", ""])
    #expect(grid.columns == 3)
    #expect(grid.visibleCells.count == 6)
    #expect(grid.visibleCells[4].frame == Rect(x: 5, y: 3, width: 4, height: 2))
    window.dispatch(.key(.character("G")))
    #expect(grid.contentOffset == 3)
    #expect(window.render().lines == ["i3   i4   i5", "", "", "i6   i7", "", ""])
  }

  @Test func arrowsAndLettersMoveInTwoDimensions() {
    let (grid, window) = photos(8)
    _ = window.render()
    var path: [Int] = []
    let keys: [KeyEvent] = [
      .right, .right, .down, .down, .down, .left, .up, .character("l"), .character("k"),
      .character("j"), .character("h"), .character("l"), .character("l"), .down,
    ]
    for key in keys {
      window.dispatch(.key(key))
      path.append(grid.indexPathForSelectedItem?.item ?? -1)
    }
    #expect(path == [0, 1, 4, 7, 7, 6, 3, 4, 1, 4, 3, 4, 5, 7])
    let screen = window.render()
    #expect(screen[5, 3].style.attributes.contains(.reverse))
    #expect(!screen[0, 3].style.attributes.contains(.reverse))
  }

  @Test func pagesAndEnds() {
    let (grid, window) = photos(20)
    _ = window.render()
    window.dispatch(.key(.pageDown))
    #expect(grid.indexPathForSelectedItem?.item == 0)
    window.dispatch(.key(.pageDown))
    #expect(grid.indexPathForSelectedItem?.item == 6)
    window.dispatch(.key(.end))
    #expect(grid.indexPathForSelectedItem?.item == 19)
    #expect(grid.contentOffset == 15)
    window.dispatch(.key(.pageUp))
    #expect(grid.indexPathForSelectedItem?.item == 13)
    window.dispatch(.key(.home))
    #expect((grid.indexPathForSelectedItem?.item, grid.contentOffset) == (0, 0))
  }

  @Test func clicksSelectItemsButNotTheSpacingAndTheWheelScrollsByRows() {
    let (grid, window) = photos(20)
    var chosen: [Int] = []
    grid.rx.modelSelected(Int.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    _ = window.render()
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 6, row: 0)))
    #expect(!window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 4, row: 0))))
    #expect(!window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 0, row: 2))))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 10, row: 4)))
    #expect(chosen == [1, 5])
    #expect(grid.indexPathForSelectedItem == IndexPath(item: 5, section: 0))
    window.dispatch(.mouse(MouseEvent(.wheelDown, column: 0, row: 0)))
    #expect(grid.contentOffset == 3)
    #expect(window.render().lines.first == "i3   i4   i5")
    window.dispatch(.key(.enter))
    #expect(chosen == [1, 5, 5])
  }

  @Test func aMillionItemsBuildOnlyTheVisibleCells() {
    let grid = GridView(cellSize: Size(width: 4, height: 2), columnSpacing: 1)
    let built = ListTestCounter()
    grid.register(forCellWithReuseIdentifier: "Photo") {
      built.value += 1
      return ListTestCell()
    }
    let window = Window(rootView: grid, size: Size(width: 14, height: 6))
    Observable.just(Array(0..<1_000_000))
      .bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "\(number)"
      }
      .disposed(by: bag)
    _ = window.render()
    #expect(built.value == 9)
    window.focus(grid)
    window.dispatch(.key(.end))
    #expect(
      window.render().lines == [
        "9999 9999 9999", "", "9999 9999 9999", "", "9999", "",
      ])
    #expect(grid.visibleCells.count == 7)
    #expect(grid.visibleCells.last?.text == "999999")
    for _ in 0..<4 { window.dispatch(.key(.pageUp)) }
    _ = window.render()
    #expect(built.value == 9)
    #expect(grid.subviews.count == 9)
  }

  @Test func eventsOfAGrid() {
    let (grid, window) = photos(8)
    var shown: [Int] = []
    var arrivals = 0
    var offsets: [Int] = []
    var deleted: [IndexPath] = []
    grid.rx.willDisplayCell.subscribe(onNext: { shown.append($0.at.item) }).disposed(by: bag)
    grid.rx.reachedBottom.subscribe(onNext: { arrivals += 1 }).disposed(by: bag)
    grid.rx.contentOffset.subscribe(onNext: { offsets.append($0) }).disposed(by: bag)
    grid.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
    _ = window.render()
    #expect(shown == [0, 1, 2, 3, 4, 5])
    #expect(arrivals == 0)
    window.dispatch(.key(.end))
    window.dispatch(.key(.character("d")))
    _ = window.render()
    #expect(shown == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(arrivals == 1)
    #expect(offsets == [0, 3])
    #expect(deleted == [IndexPath(item: 7, section: 0)])
  }

  @Test func theFactoryVariantAndAClosureDataSource() {
    let grid = GridView(cellSize: Size(width: 3, height: 1), columnSpacing: 0)
    grid.register(ListCell.self, forCellWithReuseIdentifier: "Cell")
    let window = Window(rootView: grid, size: Size(width: 6, height: 2))
    let subscription = Observable.just(["a", "b", "c"]).bind(to: grid.rx.items) {
      grid, index, text in
      let cell = grid.dequeueReusableCell(
        withReuseIdentifier: "Cell", for: IndexPath(item: index, section: 0))
      cell.text = text + text
      return cell
    }
    #expect(window.render().lines == ["aa bb", "cc"])
    subscription.dispose()
    #expect(window.render().lines == ["", ""])
    grid.dataSource = GridDataSource(items: { 5 }) { grid, indexPath in
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      cell.text = "#\(indexPath.item)"
      return cell
    }
    #expect(window.render().lines == ["#0 #1", "#2 #3"])
    #expect(grid.numberOfItems == 5)
  }
}
