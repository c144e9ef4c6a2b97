import Counters
import Foundation
import Testing
import Trellis

@MainActor
@Suite struct CounterListViewTests {
  /// A counters view bound to `counters`, in a window, with what its relays and add button
  /// send.
  @MainActor private final class Stage {
    let view = CounterListView()
    let window: Window
    let screen: HeadlessTerminal
    let counters: BehaviorRelay<[Counter]>
    var values: [Counter] = []
    var deletes: [UUID] = []
    var adds = 0
    let bag = DisposeBag()

    init(_ initial: [Counter], width: Int = 44, height: Int = 6) {
      counters = BehaviorRelay(value: initial)
      window = Window(rootView: view, size: Size(width: width, height: height))
      screen = HeadlessTerminal(width: width, height: height)
      view.bind(counters.asObservable()).disposed(by: bag)
      view.values.subscribe(onNext: { [unowned self] in values.append($0) }).disposed(by: bag)
      view.deletes.subscribe(onNext: { [unowned self] in deletes.append($0) }).disposed(by: bag)
      view.addButton.rx.tap.subscribe(onNext: { [unowned self] in adds += 1 }).disposed(by: bag)
      window.focus(view.list)
    }

    var lines: [String] {
      screen.render(window.render())
      return screen.lines
    }

    func press(_ key: KeyEvent) {
      window.dispatch(.key(key))
    }

    func click(column: Int, row: Int) {
      window.dispatch(.mouse(MouseEvent(.press, button: .left, column: column, row: row)))
      window.dispatch(.mouse(MouseEvent(.release, button: .left, column: column, row: row)))
    }
  }

  private func counters(_ values: [Int]) -> [Counter] {
    values.enumerated().map { Counter(id: SequentialIDs.id($0.offset + 1), value: $0.element) }
  }

  @Test func showsARowPerCounterAndASummary() {
    let stage = Stage(counters([3, -2]))
    #expect(
      stage.lines == [
        "number is 3           [ + ] [ - ] [ delete ]",
        "number is -2          [ + ] [ - ] [ delete ]",
        "",
        "",
        "",
        "[ add ]  2 counters",
      ])
    stage.counters.accept([])
    #expect(stage.lines[0] == "")
    #expect(stage.lines[2] == "    No counters yet: press a to add one.")
    #expect(stage.lines[5] == "[ add ]")
  }

  @Test func theKeysPressTheSelectedRowsButtonsAndTheAddButton() {
    let stage = Stage(counters([3, 7]))
    stage.press(.character("+"))  // nothing selected yet: nothing to press
    #expect(stage.values.isEmpty)
    stage.press(.down)  // selects the first row
    stage.press(.down)
    stage.press(.character("+"))
    stage.press(.character("+"))
    stage.press(.character("k"))
    stage.press(.character("-"))
    stage.press(.character("d"))
    stage.press(.character("a"))
    #expect(
      stage.values == [
        Counter(id: SequentialIDs.id(2), value: 8), Counter(id: SequentialIDs.id(2), value: 9),
        Counter(id: SequentialIDs.id(1), value: 2),
      ])
    #expect(stage.deletes == [SequentialIDs.id(1)])
    #expect(stage.adds == 1)
  }

  @Test func otherKeysGoOnToTheShell() {
    let stage = Stage(counters([1]))
    stage.view.selectRow(0)
    #expect(!stage.view.keyDown(.character("u")))
    #expect(!stage.view.keyDown(.character("q")))
    #expect(!stage.view.keyDown(.control("d")))
  }

  @Test func theMovingKeysReachTheListFromTheAddButton() {
    let stage = Stage(counters([1, 2]))
    _ = stage.lines
    stage.window.focus(stage.view.addButton)
    stage.press(.character("j"))
    #expect(stage.view.list.isFocused)
    #expect(stage.view.list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func clicksOnARowsButtonsReportThatRowsCounter() {
    let stage = Stage(counters([3, 7]))
    _ = stage.lines
    stage.click(column: 24, row: 1)  // the second row's [ + ]
    stage.click(column: 30, row: 0)  // the first row's [ - ]
    stage.click(column: 38, row: 1)  // the second row's [ delete ]
    stage.click(column: 2, row: 5)  // [ add ]
    #expect(
      stage.values == [
        Counter(id: SequentialIDs.id(2), value: 8), Counter(id: SequentialIDs.id(1), value: 2),
      ])
    #expect(stage.deletes == [SequentialIDs.id(2)])
    #expect(stage.adds == 1)
  }

  @Test func cellsAreReusedWhileScrollingAndATappedReusedCellReportsItsNewCounter() throws {
    let stage = Stage(counters(Array(0..<20)))
    _ = stage.lines
    let firstCells = stage.view.list.visibleCells.map(ObjectIdentifier.init)
    #expect(firstCells.count == 5)
    stage.press(.character("G"))  // to the last row
    let lines = stage.lines
    #expect(lines[4].hasPrefix("number is 19 "))
    let lastCells = stage.view.list.visibleCells
    // Every cell on screen now is one made for the first screen, configured anew.
    #expect(Set(lastCells.map(ObjectIdentifier.init)) == Set(firstCells))
    let last = try #require(lastCells.last as? CounterCell)
    last.plusButton.sendTap()
    #expect(stage.values == [Counter(id: SequentialIDs.id(20), value: 20)])
  }

  @Test func aReloadConfiguresEachRowFromItsCurrentValue() {
    let stage = Stage(counters([3]))
    _ = stage.lines
    let cell = stage.view.list.visibleCells.first as? CounterCell
    cell?.plusButton.sendTap()  // the row's view model now says 4
    stage.counters.accept(counters([40]))  // the list view model says otherwise
    #expect(stage.lines[0].hasPrefix("number is 40 "))
    (stage.view.list.visibleCells.first as? CounterCell)?.plusButton.sendTap()
    #expect(stage.values.map(\.value) == [4, 41])
  }
}
