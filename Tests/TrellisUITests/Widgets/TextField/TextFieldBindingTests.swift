import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct TextFieldBindingTests {
  private func makeField(_ text: String = "") -> (Window, TextField) {
    let field = TextField(text: text)
    let window = Window(rootView: field, size: Size(width: 20, height: 1))
    window.focus(field)
    return (window, field)
  }

  @Test @MainActor func rxTextEmitsTheCurrentTextThenEachUserEdit() {
    let (window, field) = makeField("ab")
    var values: [String?] = []
    let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
    #expect(values == ["ab"])
    window.dispatch(.key(.character("c")))
    window.dispatch(.key(.backspace))
    window.dispatch(.paste(PasteEvent("xy")))
    // Moves and edits that change nothing are not reported.
    window.dispatch(.key(.left))
    window.dispatch(.key(.home))
    window.dispatch(.key(.backspace))
    #expect(values == ["ab", "abc", "ab", "abxy"])
    // Text set from code is not an edit.
    field.text = "set"
    #expect(values == ["ab", "abc", "ab", "abxy"])
    subscription.dispose()
    window.dispatch(.key(.character("z")))
    #expect(values.count == 4)
  }

  @Test @MainActor func bindingTextInSetsItWithoutAnEcho() {
    let (window, field) = makeField()
    let model = BehaviorRelay<String>(value: "model")
    var echoed: [String] = []
    let fromField = field.rx.text.orEmpty.subscribe(onNext: { echoed.append($0) })
    let intoField = model.bind(to: field.rx.text)
    #expect(field.text == "model")
    #expect(window.render().lines == ["model"])
    model.accept("changed")
    #expect(field.text == "changed")
    #expect(field.cursorIndex == 7)
    #expect(echoed == [""])
    window.dispatch(.key(.character("!")))
    #expect(echoed == ["", "changed!"])
    intoField.dispose()
    model.accept("ignored")
    #expect(field.text == "changed!")
    fromField.dispose()
  }

  @Test @MainActor func aTwoWayBindingThroughARelayDoesNotLoop() {
    let (window, field) = makeField()
    let relay = BehaviorRelay<String>(value: "")
    var relayValues: [String] = []
    let bag = DisposeBag()
    field.rx.text.orEmpty.bind(to: relay).disposed(by: bag)
    relay.bind(to: field.rx.text).disposed(by: bag)
    relay.subscribe(onNext: { relayValues.append($0) }).disposed(by: bag)
    for character in "hi" { window.dispatch(.key(.character(character))) }
    #expect(relay.value == "hi")
    #expect(field.text == "hi")
    #expect(relayValues == ["", "h", "hi"])
    relay.accept("reset")
    #expect(field.text == "reset")
  }

  @Test @MainActor func orEmptyReadsNilAsEmptyAndABoundNilClears() {
    let (_, field) = makeField("x")
    var values: [String] = []
    let subscription = field.rx.text.orEmpty.subscribe(onNext: { values.append($0) })
    #expect(values == ["x"])
    _ = Observable<String?>.just(nil).bind(to: field.rx.text)
    #expect(field.text == "")
    subscription.dispose()
  }

  @Test @MainActor func didSubmitFiresOnEnterAndCompletesWithTheField() {
    var field: TextField? = TextField(text: "query")
    var events: [String] = []
    let subscription = field?.rx.didSubmit.subscribe(
      onNext: { events.append("submit") }, onCompleted: { events.append("completed") })
    #expect(field?.keyDown(.enter) == true)
    #expect(field?.keyDown(.enter.with(.alt)) == false)
    #expect(events == ["submit"])
    field = nil
    #expect(events == ["submit", "completed"])
    subscription?.dispose()
  }

  @Test @MainActor func rxTextCompletesWhenTheFieldGoesAway() {
    var field: TextField? = TextField(text: "bye")
    var events: [String] = []
    let subscription = field?.rx.text.subscribe(
      onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
    field = nil
    #expect(events == ["bye", "completed"])
    subscription?.dispose()
  }
}
