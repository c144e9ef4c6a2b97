import Foundation
import Trellis

// trellis-bench list: a ListView of 100 rows and one of 1,000,000 rows in an 80×40 window,
// bound with the same configure closure, scrolled one line a frame by the mouse wheel
// (back and forth over 50 lines, so both lists do the same work every frame). A frame is
// the scroll step, the layout (one cell leaves, one is reused and configured) and drawing
// into a buffer. Virtualization means the two should cost the same: the ratio is 1M / 100.

/// Frames per measured run.
private let listFrames = 2_000
/// Lines scrolled before the direction turns.
private let listSweep = 50

/// How both lists configure a row. Row numbers are padded to seven
/// digits, so both lists draw lines of the same length.
@MainActor private func configureRow(_: Int, _ number: Int, _ cell: ListCell) {
  let digits = String(number)
  let padding = String(repeating: "0", count: max(0, 7 - digits.count))
  cell.text = "row \(padding)\(digits) · an item of the list, with some text to draw"
}

/// A focused list of `rows` rows in an 80×40 window, scrolled to `start` with the selection
/// on its first row.
@MainActor private func makeBenchList(rows: Int, start: Int) -> (Window, ListView, DisposeBag) {
  let list = ListView()
  list.wheelStep = 1
  let window = Window(rootView: list, size: Size(width: 80, height: 40))
  let bag = DisposeBag()
  Observable.just(Array(0..<rows))
    .bind(
      to: list.rx.items(cellIdentifier: "Row", cellType: ListCell.self),
      curriedArgument: { configureRow($0, $1, $2) }
    )
    .disposed(by: bag)
  window.focus(list)
  _ = window.render()
  list.setContentOffset(start)
  list.selectRow(at: IndexPath(row: start, section: 0))
  return (window, list, bag)
}

/// The best nanoseconds per frame (and allocations per frame) of a list of `rows` rows.
@MainActor private func listFrameTime(rows: Int) -> (nanoseconds: Double, allocations: Double) {
  let start = rows > 1_000 ? rows / 2 : 0
  let (window, list, bag) = makeBenchList(rows: rows, start: start)
  var buffer = Buffer(width: 80, height: 40)
  window.render(into: &buffer)
  let down = InputEvent.mouse(MouseEvent(.wheelDown, column: 10, row: 10))
  let up = InputEvent.mouse(MouseEvent(.wheelUp, column: 10, row: 10))
  let result = measure("list \(rows) rows", runs: 7, events: listFrames) {
    for frame in 0..<listFrames {
      window.dispatch((frame / listSweep) % 2 == 0 ? down : up)
      window.render(into: &buffer)
    }
  }
  check(list.contentOffset == start, "the list of \(rows) rows came back to line \(start)")
  check(
    buffer.line(0).hasPrefix(
      "row \(String(repeating: "0", count: 7 - String(start).count))\(start) ·"),
    "the list of \(rows) rows shows row \(start) at the top, not \(buffer.line(0))")
  check(list.visibleCells.count == 40, "the list of \(rows) rows has 40 cells")
  withExtendedLifetime(bag) {}
  return (
    Double(result.bestNanoseconds) / Double(listFrames),
    Double(result.allocations) / Double(listFrames)
  )
}

/// Runs the list benchmark and prints the frame times and their ratio.
@MainActor func runListBenchmarks(_ arguments: [String]) {
  let small = listFrameTime(rows: 100)
  let large = listFrameTime(rows: 1_000_000)
  print("list 100 rows: \(Int(small.nanoseconds.rounded())) ns/frame")
  print("list 1000000 rows: \(Int(large.nanoseconds.rounded())) ns/frame")
  print(
    "list allocations: \(String(format: "%.1f", small.allocations)) and "
      + "\(String(format: "%.1f", large.allocations)) a frame")
  print("list ratio \(String(format: "%.3f", large.nanoseconds / small.nanoseconds))")
}
