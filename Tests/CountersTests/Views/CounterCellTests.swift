import Counters
import Testing
import Trellis

@MainActor
@Suite struct CounterCellTests {
  /// `cell` in a window one row high, drawn on a headless screen.
  @MainActor private final class Stage {
    let window: Window
    let screen: HeadlessTerminal

    init(_ cell: CounterCell, width: Int = 40) {
      window = Window(rootView: cell, size: Size(width: width, height: 1))
      screen = HeadlessTerminal(width: width, height: 1)
    }

    var line: String {
      screen.render(window.render())
      return screen.lines[0]
    }
  }

  @Test func aCellShowsItsLabelAndThreeButtons() {
    let cell = CounterCell()
    let stage = Stage(cell)
    cell.configure { CellViewModel($0, initialValue: 3) }
    #expect(stage.line == "number is 3       [ + ] [ - ] [ delete ]")
  }

  @Test func aNarrowRowKeepsTheValueAndHidesTheButtonsThatDoNotFitLastFirst() {
    let cell = CounterCell()
    let stage = Stage(cell, width: 20)
    cell.configure { CellViewModel($0, initialValue: 3) }
    #expect(stage.line == "number is 3    [ + ]")
    #expect(cell.minusButton.isHidden && cell.deleteButton.isHidden)
    for _ in 0..<12_342 { cell.plusButton.sendTap() }
    #expect(stage.line == "number is 12345")
    #expect(cell.plusButton.isHidden)
    // Wide again, every button is back.
    stage.window.resize(Size(width: 45, height: 1))
    #expect(
      stage.window.render().lines[0]
        == "number is 12345" + String(repeating: " ", count: 8) + "[ + ] [ - ] [ delete ]")
  }

  @Test func theLabelFollowsTheViewModelTheFactoryMade() {
    let cell = CounterCell()
    let stage = Stage(cell)
    cell.configure { CellViewModel($0, initialValue: -1) }
    cell.plusButton.sendTap()
    cell.plusButton.sendTap()
    #expect(stage.line.hasPrefix("number is 1 "))
    cell.minusButton.sendTap()
    #expect(stage.line.hasPrefix("number is 0 "))
  }

  @Test func theFactoryGetsTheTapsOfTheCellsButtons() {
    let cell = CounterCell()
    var taps: [String] = []
    let bag = DisposeBag()
    cell.configure { input in
      input.plus.subscribe(onNext: { taps.append("plus") }).disposed(by: bag)
      input.minus.subscribe(onNext: { taps.append("minus") }).disposed(by: bag)
      input.delete.subscribe(onNext: { taps.append("delete") }).disposed(by: bag)
      return CellViewModel(input, initialValue: 0)
    }
    cell.minusButton.sendTap()
    cell.deleteButton.sendTap()
    cell.plusButton.sendTap()
    #expect(taps == ["minus", "delete", "plus"])
  }

  @Test func mouseClicksOnTheButtonsReachTheViewModel() {
    let cell = CounterCell()
    let stage = Stage(cell)
    var deletes = 0
    cell.configure { input in
      let viewModel = CellViewModel(input, initialValue: 0)
      viewModel.delete.subscribe(onNext: { deletes += 1 }).disposed(by: cell.disposeBag)
      return viewModel
    }
    _ = stage.line
    func click(_ column: Int) {
      stage.window.dispatch(.mouse(MouseEvent(.press, button: .left, column: column, row: 0)))
      stage.window.dispatch(.mouse(MouseEvent(.release, button: .left, column: column, row: 0)))
    }
    click(20)  // [ + ]
    click(20)
    #expect(stage.line.hasPrefix("number is 2 "))
    click(26)  // [ - ]
    #expect(stage.line.hasPrefix("number is 1 "))
    click(35)  // [ delete ]
    #expect(deletes == 1)
  }

  @Test func reuseEndsTheOldRowsBindings() {
    let cell = CounterCell()
    let stage = Stage(cell)
    var first: [Int] = []
    var second: [Int] = []
    cell.configure { input in
      let viewModel = CellViewModel(input, initialValue: 10)
      viewModel.value.subscribe(onNext: { first.append($0) }).disposed(by: cell.disposeBag)
      return viewModel
    }
    cell.plusButton.sendTap()
    #expect(first == [11])

    cell.prepareForReuse()
    #expect(stage.line.hasPrefix("        "))  // the label was cleared
    cell.configure { input in
      let viewModel = CellViewModel(input, initialValue: 50)
      viewModel.value.subscribe(onNext: { second.append($0) }).disposed(by: cell.disposeBag)
      return viewModel
    }
    cell.plusButton.sendTap()
    cell.minusButton.sendTap()
    cell.minusButton.sendTap()
    #expect(first == [11])
    #expect(second == [51, 50, 49])
    #expect(stage.line.hasPrefix("number is 49 "))
  }

  @Test func withoutReuseASecondConfigureWouldKeepBothRowsBound() {
    // Why the bag is reset: configuring twice into the same bag leaves the first view
    // model listening, so one tap would count for two rows.
    let cell = CounterCell()
    var values: [Int] = []
    for start in [0, 100] {
      cell.configure { input in
        let viewModel = CellViewModel(input, initialValue: start)
        viewModel.value.subscribe(onNext: { values.append($0) }).disposed(by: cell.disposeBag)
        return viewModel
      }
    }
    cell.plusButton.sendTap()
    #expect(values.sorted() == [1, 101])
  }
}
