import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@MainActor
@Suite struct SearchKeysTests {
  @Test func theKeysMoveBetweenFieldAndResultsSwitchAndRetry() {
    let field = TextField()
    let results = ListView()
    let control = SegmentedControl(titles: ["A", "B"])
    let keys = SearchKeys(
      field: field, sourceSwitch: control, results: results, focusesFieldOnToggle: true)
    let window = Window(
      rootView: StackView(
        axis: .vertical, [(control, .fixed(1)), (field, .fixed(1)), (results, .fill)]),
      size: Size(width: 20, height: 6))
    var toggles = 0
    var retries = 0
    let bag = DisposeBag()
    keys.toggles.subscribe(onNext: { toggles += 1 }).disposed(by: bag)
    keys.retries.subscribe(onNext: { retries += 1 }).disposed(by: bag)
    window.focus(field)
    #expect(!keys.handle(.character("r")))  // Typed into the field, not a retry.
    #expect(keys.handle(.down))
    #expect(results.isFocused)
    #expect(keys.handle(.character("r")))
    #expect(keys.handle(KeyEvent(.character("s"), modifiers: .control)))
    #expect(field.isFocused)  // A new source: the user is about to type.
    #expect(keys.handle(.tab))
    #expect(toggles == 2 && retries == 1)
    window.focus(results)
    #expect(keys.handle(.character("/")))
    #expect(field.isFocused)
  }
}
