import Testing
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct LayoutTests {
  @Test func fixedFitAndFlexibleShareARow() {
    let stack = StackView(
      axis: .horizontal,
      [(Block("a"), .fixed(2)), (Block("b", width: 3), .fit), (Block("c"), .fill)])
    let window = Window(rootView: stack, size: Size(width: 10, height: 1))
    #expect(window.render().lines == ["aabbbccccc"])
  }

  @Test func weightsSplitWhatIsLeftAndRemaindersGoFirst() {
    #expect(
      StackView.distribute(total: 10, rules: [.flexible(1), .flexible(2)], fits: [0, 0]) == [4, 6])
    #expect(
      StackView.distribute(total: 7, rules: [.fill, .fill, .fill], fits: [0, 0, 0]) == [3, 2, 2])
    #expect(StackView.distribute(total: 5, rules: [.min(3), .fill], fits: [0, 0]) == [4, 1])
    #expect(
      StackView.distribute(total: 3, rules: [.fixed(2), .fixed(4), .fill], fits: [0, 0, 0]) == [
        2, 1, 0,
      ])
  }

  @Test func verticalStackWithSpacingAndHiddenViews() {
    let hidden = Block("h")
    hidden.isHidden = true
    let stack = StackView(
      axis: .vertical, spacing: 1,
      [(Block("a"), .fixed(1)), (hidden, .fixed(1)), (Block("b"), .fill)])
    let window = Window(rootView: stack, size: Size(width: 2, height: 4))
    #expect(window.render().lines == ["aa", "", "bb", "bb"])
  }

  @Test func aViewAddedWithoutARuleFitsEvenWhereAFreedViewHadOne() throws {
    let stack = StackView(axis: .horizontal)
    let window = Window(rootView: stack, size: Size(width: 6, height: 1))
    var freed: Block? = Block("a")
    stack.addArrangedSubview(try #require(freed), size: .fixed(4))
    let address = ObjectIdentifier(try #require(freed))
    freed?.removeFromSuperview()
    freed = nil
    // The allocator hands the freed memory to the next view of the same size.
    var made: [Block] = []
    var reused: Block?
    for _ in 0..<1_000 where reused == nil {
      let block = Block("b")
      if ObjectIdentifier(block) == address { reused = block } else { made.append(block) }
    }
    stack.addSubview(try #require(reused))
    #expect(window.render().lines == ["b"])
    // A view arranged in another stack keeps no rule here.
    let other = StackView(axis: .horizontal)
    let moved = Block("c")
    other.addArrangedSubview(moved, size: .fixed(3))
    stack.addSubview(moved)
    #expect(window.render().lines == ["bc"])
  }

  @Test func paddingAndBorderWithASanitizedTitle() {
    let border = BorderView(
      PaddingView(Block("x"), insets: EdgeInsets(horizontal: 1)), title: "T\u{1B}[2J")
    let window = Window(rootView: border, size: Size(width: 12, height: 3))
    #expect(window.render().lines == ["┌ T␛[2J ───┐", "│ xxxxxxxx │", "└──────────┘"])
  }
}

@Suite @MainActor struct FocusAndRoutingTests {
  @Test func tabMovesFocusAlongTheChainAndWraps() {
    let first = KeyRecorder("a", consumes: { _ in false })
    let second = KeyRecorder("b", consumes: { _ in false })
    let root = StackView(axis: .horizontal, [(first, .fixed(1)), (second, .fixed(1))])
    let window = Window(rootView: root, size: Size(width: 2, height: 1))
    window.dispatch(.key(.tab))
    #expect(window.focusedView === first)
    window.dispatch(.key(.tab))
    #expect(window.focusedView === second)
    #expect(window.render().lines == ["aB"])
    window.dispatch(.key(.tab))
    #expect(window.focusedView === first)
    window.dispatch(.key(.backTab))
    #expect(window.focusedView === second)
  }

  @Test func keysGoToTheFocusedViewThenUpTheChainThenTheApp() {
    let inner = KeyRecorder(consumes: { $0 == .character("i") })
    let outer = KeyRecorder(consumes: { $0 == .character("o") })
    outer.addSubview(inner)
    var unhandled: [KeyEvent] = []
    let window = Window(rootView: outer, size: Size(width: 3, height: 1))
    window.unhandledKey = {
      unhandled.append($0)
      return true
    }
    window.focus(inner)
    for character in "iox" { window.dispatch(.key(.character(character))) }
    #expect(inner.received == [.character("i"), .character("o"), .character("x")])
    #expect(outer.received == [.character("o"), .character("x")])
    #expect(unhandled == [.character("x")])
  }

  @Test func aMousePressFocusesTheViewUnderIt() {
    let left = KeyRecorder("l")
    let right = KeyRecorder("r")
    let root = StackView(axis: .horizontal, [(left, .fixed(2)), (right, .fixed(2))])
    let window = Window(rootView: root, size: Size(width: 4, height: 1))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 3, row: 0)))
    #expect(window.focusedView === right)
    #expect(window.render().lines == ["llRR"])
  }

  @Test func aModalOverlayTakesFocusAndInputUntilDismissed() {
    let background = KeyRecorder("b")
    let dialog = KeyRecorder("d")
    let window = Window(rootView: background, size: Size(width: 6, height: 3))
    window.focus(background)
    let box = Block("m", width: 2, height: 1)
    box.addSubview(dialog)
    window.present(box)
    #expect(window.focusedView === dialog)
    window.dispatch(.key(.character("q")))
    #expect(dialog.received == [.character("q")])
    #expect(background.received.isEmpty)
    #expect(window.render().lines == ["bbbbbb", "bbDDbb", "bbbbbb"])
    #expect(!window.focus(background))
    window.dismiss(box)
    #expect(window.focusedView === background)
  }

  @Test func removingTheFocusedViewMovesTheFocusOn() {
    let first = KeyRecorder("a")
    let second = KeyRecorder("b")
    let root = StackView(axis: .horizontal, [(first, .fixed(1)), (second, .fixed(1))])
    let window = Window(rootView: root, size: Size(width: 2, height: 1))
    window.focus(first)
    first.removeFromSuperview()
    #expect(window.focusedView === second)
  }
}
