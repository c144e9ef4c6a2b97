import Testing
import TrellisTerminal

@testable import TrellisUI

/// A letter pasted with thousands of combining marks keeps its base and as many marks as a
/// cell shows — one rule, the cell's (`Cell.maximumScalars`, `Cell.maximumBytes`) — and the
/// field says how many marks it left out.
@Suite @MainActor struct TextFieldLongGraphemeTests {
  private let acute = "\u{0301}"

  /// A focused field in its own window, 20 columns wide.
  private func makeField() -> (Window, TextField) {
    let field = TextField()
    let window = Window(rootView: field, size: Size(width: 20, height: 1))
    window.focus(field)
    return (window, field)
  }

  @Test func aPastedLetterKeepsItsBaseAndTheMarksACellShows() {
    let (window, field) = makeField()
    var cuts: [TextFieldCut] = []
    let subscription = field.rx.cut.subscribe(onNext: { cuts.append($0) })
    defer { subscription.dispose() }
    let zalgo = "a" + String(repeating: acute, count: 500_000)
    window.dispatch(.paste(PasteEvent("é" + zalgo + "👍🏽b")))
    let kept = "a" + String(repeating: acute, count: Cell.maximumScalars - 1)
    #expect(field.text == "é" + kept + "👍🏽b")
    #expect(field.cursorIndex == 4)
    // What the field keeps is what its cell shows.
    #expect(window.render().lines == [field.text])
    // Said once, with the reason and the count.
    #expect(cuts == [TextFieldCut(marks: 500_000 - (Cell.maximumScalars - 1))])
    #expect(
      cuts.first?.message(field: "title")
        == "A character in the title carried too many combining marks: 499985 were left out "
        + "(a character keeps at most 15).")
  }

  @Test func aCutIsSaidOnceNotAgainByTheNextDelete() {
    let (window, field) = makeField()
    var cuts: [TextFieldCut] = []
    let subscription = field.rx.cut.subscribe(onNext: { cuts.append($0) })
    defer { subscription.dispose() }
    window.dispatch(.paste(PasteEvent("a" + String(repeating: acute, count: 100))))
    window.dispatch(.key(.backspace))
    #expect(field.text == "")
    #expect(cuts.count == 1)
  }

  @Test func bothReasonsAreSaid() {
    let cut = TextFieldCut(characters: 1, maximumLength: 200, marks: 2)
    #expect(
      cut.message(field: "notes")
        == "A character in the notes carried too many combining marks: 2 were left out "
        + "(a character keeps at most 15). At most 200 characters fit in the notes: 1 was "
        + "left out.")
  }

  @Test func textSetFromCodeKeepsTheBaseLetterToo() {
    let (_, field) = makeField()
    field.text = "a" + String(repeating: acute, count: 20_000) + "b"
    #expect(field.text == "a" + String(repeating: acute, count: Cell.maximumScalars - 1) + "b")
  }
}
