import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct SegmentedControlTests {
  @Test func drawsTheSegmentsWithTheSelectedOneReversed() {
    let control = SegmentedControl(titles: ["GitHub", "This \u{1B}[31mmachine"], selectedIndex: 1)
    let window = Window(rootView: control, size: Size(width: 30, height: 1))
    let screen = window.render()
    #expect(screen.lines == [" GitHub   This ␛[31mmachine"])
    #expect(!screen[1, 0].style.attributes.contains(.reverse))
    #expect(screen[10, 0].style.attributes.contains(.reverse))
    #expect(control.sizeThatFits(Size(width: 80, height: 5)) == Size(width: 28, height: 1))
  }

  @Test func aClickOnAnotherSegmentEmitsItsIndex() {
    let control = SegmentedControl(titles: ["One", "Two", "Three"])
    let window = Window(rootView: control, size: Size(width: 30, height: 1))
    _ = window.render()
    var taps: [Int] = []
    let subscription = control.taps.subscribe(onNext: { taps.append($0) })
    defer { subscription.dispose() }
    for column in [1, 7, 12, 3] {
      window.dispatch(.mouse(MouseEvent(.press, button: .left, column: column, row: 0)))
    }
    #expect(taps == [1, 2])
  }
}
