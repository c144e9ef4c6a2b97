import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct TabBarTests {
  private func makeBar(_ titles: [String] = ["One", "Two", "Three"], width: Int = 30) -> (
    Window, TabBar
  ) {
    let bar = TabBar(titles: titles)
    return (Window(rootView: bar, size: Size(width: width, height: 1)), bar)
  }

  @Test func drawsTheTitlesWithTheSelectedOneHighlighted() {
    let (window, bar) = makeBar()
    var buffer = window.render()
    #expect(buffer.lines == [" One │ Two │ Three"])
    #expect((0..<5).allSatisfy { buffer.u1Style($0, 0) == U1Styles.reverseBold })
    #expect(buffer.u1Style(5, 0) == .plain)
    #expect(buffer.u1Style(6, 0) == .plain)
    bar.selectedIndex = 2
    buffer = window.render()
    #expect(buffer.u1Style(0, 0) == .plain)
    #expect((12..<19).allSatisfy { buffer.u1Style($0, 0) == U1Styles.reverseBold })
    #expect(bar.sizeThatFits(Size(width: 80, height: 3)) == Size(width: 19, height: 1))
  }

  @Test func narrowBarsCutTheLongestOtherTitlesFirstAndKeepTheSelectedOneWhole() {
    let (window, bar) = makeBar(["Tasks", "Repositories", "Notes"], width: 26)
    #expect(window.render().lines == [" Tasks │ Reposit… │ Notes"])
    window.resize(Size(width: 20, height: 1))
    #expect(window.render().lines == [" Tasks │ Re… │ No…"])
    // Repositories whole leaves no room for the others even abbreviated: the bar scrolls.
    bar.selectedIndex = 1
    #expect(window.render().lines == ["‹ Repositories ›"])
    bar.selectedIndex = 2
    #expect(window.render().lines == [" Ta… │ Re… │ Notes"])
  }

  @Test func tooNarrowEvenAbbreviatedTheBarScrollsToTheSelectedTab() {
    let titles = ["Counters", "Tasks", "Repos", "Photos", "Plugins", "Help"]
    let (window, bar) = makeBar(titles, width: 24)
    // Counters whole, then as many abbreviated tabs as fit, and a mark for the rest.
    #expect(window.render().lines == [" Counters │ Ta… │ Re… ›"])
    bar.selectedIndex = 3
    #expect(window.render().lines == ["‹ Re… │ Photos │ Pl… ›"])
    let buffer = window.render()
    #expect((7..<15).allSatisfy { buffer.u1Style($0, 0) == U1Styles.reverseBold })
    #expect(buffer.u1Style(6, 0) == .plain && buffer.u1Style(15, 0) == .plain)
    bar.selectedIndex = 5
    #expect(window.render().lines == ["‹ Ph… │ Pl… │ Help"])
    // A click on a tab shown selects it; the marks select nothing.
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 3, row: 0)))
    #expect(bar.selectedIndex == 3)
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 0, row: 0)))
    #expect(bar.selectedIndex == 3)
    // A bar narrower than the selected title cuts even that one (the edge clips the rest).
    window.resize(Size(width: 6, height: 1))
    #expect(window.render().lines == ["‹ Pho…"])
  }

  @Test func digitsAndAltDigitsSelectWhileFocused() {
    let (window, bar) = makeBar()
    window.focus(bar)
    window.dispatch(.key(.character("3")))
    #expect(bar.selectedIndex == 2)
    window.dispatch(.key(.alt("2")))
    #expect(bar.selectedIndex == 1)
    #expect(!window.dispatch(.key(.character("4"))))
    #expect(!window.dispatch(.key(.character("0"))))
    #expect(!window.dispatch(.key(.control("1"))))
    #expect(bar.selectedIndex == 1)
  }

  @Test func leftAndRightMoveTheSelectionWithoutWrapping() {
    let (window, bar) = makeBar()
    window.focus(bar)
    window.dispatch(.key(.right))
    window.dispatch(.key(.right))
    window.dispatch(.key(.right))
    #expect(bar.selectedIndex == 2)
    window.dispatch(.key(.left))
    #expect(bar.selectedIndex == 1)
  }

  @Test func altDigitsWorkFromAnywhereThroughTheShortcutHandler() {
    let bar = TabBar(titles: ["A", "B"])
    let field = TextField()
    let stack = StackView(axis: .vertical, [(bar, .fixed(1)), (field, .fixed(1))])
    let window = Window(rootView: stack, size: Size(width: 10, height: 2))
    window.unhandledKey = { bar.handleShortcut($0) }
    window.focus(field)
    window.dispatch(.key(.character("2")))
    #expect(field.text == "2")
    #expect(bar.selectedIndex == 0)
    window.dispatch(.key(.alt("2")))
    #expect(bar.selectedIndex == 1)
    #expect(!bar.handleShortcut(.alt("3")))
  }

  @Test func clickingATitleSelectsIt() {
    let (window, bar) = makeBar()
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 14, row: 0)))
    #expect(bar.selectedIndex == 2)
    #expect(window.focusedView === bar)
    // The separator and the space past the last tab belong to no tab.
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 5, row: 0)))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 25, row: 0)))
    #expect(bar.selectedIndex == 2)
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 1, row: 0)))
    #expect(bar.selectedIndex == 0)
  }

  @Test func hostileTitlesShowAsPlaceholders() {
    let (window, _) = makeBar([U1Hostile.text, "ok"])
    #expect(window.render().lines == [" \(U1Hostile.shown) │ ok"])
  }

  @Test @MainActor func rxSelectedIndexReportsUserSelectionsAndTakesBoundOnes() {
    let (window, bar) = makeBar()
    window.focus(bar)
    var values: [Int] = []
    let subscription = bar.rx.selectedIndex.subscribe(onNext: { values.append($0) })
    window.dispatch(.key(.character("2")))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 14, row: 0)))
    #expect(values == [0, 1, 2])
    let model = PublishSubject<Int>()
    let binding = model.bind(to: bar.rx.selectedIndex)
    model.onNext(0)
    #expect(bar.selectedIndex == 0)
    #expect(values == [0, 1, 2])
    model.onNext(7)
    #expect(bar.selectedIndex == 2)
    binding.dispose()
    subscription.dispose()
    window.dispatch(.key(.character("1")))
    #expect(values == [0, 1, 2])
    _ = Observable.just(["X", "Y"]).bind(to: bar.rx.titles)
    #expect(window.render().lines == [" X │ Y"])
  }
}
