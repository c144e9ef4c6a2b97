import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct ListViewBindingTests {
  let bag = DisposeBag()

  private func bindNumbers(_ count: Int, to list: ListView) {
    Observable.just(Array(0..<count))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "r\(number)"
      }
      .disposed(by: bag)
  }

  @Test func willDisplayCellReportsEachCellComingOnScreen() {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 3))
    bindNumbers(10, to: list)
    var shown: [Int] = []
    var cellsMatch = true
    list.rx.willDisplayCell.subscribe(onNext: { event in
      shown.append(event.at.row)
      cellsMatch = cellsMatch && event.cell.text == "r\(event.at.row)"
    })
    .disposed(by: bag)
    _ = window.render()
    #expect(shown == [0, 1, 2])
    window.focus(list)
    window.dispatch(.key(.down))
    _ = window.render()
    #expect(shown == [0, 1, 2])
    for _ in 0..<3 { window.dispatch(.key(.down)) }
    _ = window.render()
    #expect(shown == [0, 1, 2, 3])
    window.dispatch(.key(.end))
    _ = window.render()
    #expect(shown == [0, 1, 2, 3, 7, 8, 9])
    #expect(cellsMatch)
  }

  @Test func contentOffsetReportsScrollingAndScrollsWhenBound() {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 10))
    bindNumbers(30, to: list)
    _ = window.render()
    var offsets: [Int] = []
    list.rx.contentOffset.subscribe(onNext: { offsets.append($0) }).disposed(by: bag)
    #expect(offsets == [0])
    window.dispatch(.mouse(MouseEvent(.wheelDown, column: 0, row: 0)))
    #expect(offsets == [0, 3])
    Observable.just(12).bind(to: list.rx.contentOffset).disposed(by: bag)
    #expect(list.contentOffset == 12)
    #expect(window.render().lines.first == "r12    │")
    Observable.just(1000).bind(to: list.rx.contentOffset).disposed(by: bag)
    #expect(offsets == [0, 3, 12, 20])
  }

  @Test func disposingTheItemsBindingEmptiesTheList() {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 4, height: 3))
    let subscription = Observable.just(["a", "b"])
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, text, cell in cell.text = text
      }
    #expect(window.render().lines == ["a", "b", ""])
    subscription.dispose()
    #expect(window.render().lines == ["", "", ""])
    #expect(list.visibleCells.isEmpty)
    #expect(list.numberOfRows(inSection: 0) == 0)
    #expect(list.dataSource == nil)
  }

  @Test func aNewElementReplacesTheItemsAndKeepsTheSelectionInRange() {
    let items = BehaviorRelay(value: ["a", "b", "c"])
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 4, height: 3))
    items.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
      _, text, cell in cell.text = text
    }
    .disposed(by: bag)
    window.focus(list)
    window.dispatch(.key(.end))
    items.accept(["x", "y"])
    #expect(window.render().lines == ["x", "y", ""])
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    items.accept([])
    #expect(window.render().lines == ["", "", ""])
    #expect(list.indexPathForSelectedRow == nil)
  }

  @Test func theFactoryVariantAndDriversBindToo() async {
    let list = ListView()
    list.register(ListCell.self, forCellReuseIdentifier: "Plain")
    let window = Window(rootView: list, size: Size(width: 8, height: 2))
    let subscription = Observable.just(["p", "q"]).bind(to: list.rx.items) { list, row, text in
      let cell = list.dequeueReusableCell(
        withIdentifier: "Plain", for: IndexPath(row: row, section: 0))
      cell.text = "\(row):\(text)"
      return cell
    }
    #expect(window.render().lines == ["0:p", "1:q"])
    subscription.dispose()
    Driver.just(["d"])
      .drive(list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, text, cell in cell.text = text
      }
      .disposed(by: bag)
    // A driver observes on the main scheduler, which queues behind work other tests queued.
    #expect(await listTestDrainMainQueue { window.render().lines == ["d", ""] })
  }

  @Test func elementsFromABackgroundThreadArriveOnTheMainQueue() async {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 2))
    let items = PublishSubject<[String]>()
    items.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
      _, text, cell in cell.text = text
    }
    .disposed(by: bag)
    DispatchQueue.global().sync { items.onNext(["late"]) }
    // This test holds the main queue, so the element cannot have been applied yet.
    #expect(list.numberOfRows(inSection: 0) == 0)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(list.numberOfRows(inSection: 0) == 1)
    #expect(window.render().lines == ["late", ""])
  }
}
