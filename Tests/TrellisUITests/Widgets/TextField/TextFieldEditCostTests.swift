import Testing
import TrellisTerminal

@testable import TrellisUI

/// What edits cost: each grapheme is split and measured once, as it comes in; only the
/// seams of an edit are split again; drawing measures nothing.
@Suite struct TextFieldEditCostTests {
  /// The widths the editor keeps, against a fresh measure of its text.
  private func expectColumnsMatch(_ editor: TextEditor, _ comment: Comment) {
    #expect(editor.characters == Array(editor.text), comment)
    let measured = editor.characters.map { DisplayWidth.of(TextSanitizer.sanitize(String($0))) }
    #expect(editor.columns == measured, comment)
  }

  @Test @MainActor func aPasteOfTwoHundredThousandCharactersIsCappedAndMeasuredOnce() {
    let field = TextField()
    let window = Window(rootView: field, size: Size(width: 20, height: 1))
    window.focus(field)
    var cuts: [TextFieldCut] = []
    let subscription = field.rx.cut.subscribe(onNext: { cuts.append($0) })
    defer { subscription.dispose() }
    let paste = String((0..<200_000).map { Character(String($0 % 10)) })
    window.dispatch(.paste(PasteEvent(paste)))
    #expect(field.text == String(paste.prefix(TextField.defaultMaximumLength)))
    #expect(
      cuts == [
        TextFieldCut(
          characters: 200_000 - TextField.defaultMaximumLength,
          maximumLength: TextField.defaultMaximumLength)
      ])

    // Without a cap, all of it: the end is shown, and drawing measures nothing again.
    field.maximumLength = nil
    field.text = ""
    let measuredBefore = field.measuredGraphemeCount
    window.dispatch(.paste(PasteEvent(paste + "日")))
    #expect(field.text == paste + "日")
    #expect(field.cursorIndex == 200_001)
    for _ in 0..<5 {
      #expect(window.render().lines == ["34567890123456789日"])
      #expect(window.cursorPosition?.column == 19)
    }
    window.dispatch(.key(.home))
    #expect(window.render().lines == ["01234567890123456789"])
    #expect(field.measuredGraphemeCount - measuredBefore == 200_001)
  }

  @Test func typingMeasuresOnlyTheSeams() {
    var editor = TextEditor()
    for index in 0..<3_000 { editor.insert(String(index % 10)) }
    #expect(editor.characters.count == 3_000)
    // Each key measures what it typed and the grapheme before it: not the whole text.
    #expect(editor.measuredCount <= 2 * 3_000)
    for _ in 0..<1_000 { editor.moveLeft() }
    for _ in 0..<1_000 { editor.deleteBackward() }
    #expect(editor.measuredCount <= 2 * 3_000 + 2 * 1_000)
    expectColumnsMatch(editor, "after typing and deleting")
  }

  @Test func graphemesJoinAcrossTheSeamsOfAnEdit() {
    var editor = TextEditor()
    // A combining mark typed after its letter joins it.
    editor.insert("e")
    editor.insert("\u{301}")
    #expect(editor.characters == ["é"])
    expectColumnsMatch(editor, "a combining mark")
    // Regional indicators typed one at a time pair up into flags.
    editor.setText("")
    for scalar in ["🇫", "🇷", "🇺", "🇸"] { editor.insert(scalar) }
    #expect(editor.characters == ["🇫🇷", "🇺🇸"])
    expectColumnsMatch(editor, "flags")
    // A ZWJ sequence typed in pieces in the middle of a word, then the cursor after it.
    editor.setText("ab")
    editor.moveLeft()
    for piece in ["👩", "\u{200D}", "💻"] { editor.insert(piece) }
    #expect(editor.characters == ["a", "👩\u{200D}💻", "b"])
    #expect(editor.cursor == 2)
    expectColumnsMatch(editor, "a ZWJ sequence")
    // Deleting what stood between two parts that join joins them (Hangul jamo: L then V).
    editor.setText("\u{1100}x\u{1161}")
    #expect(editor.characters.count == 3)
    editor.moveLeft()
    editor.deleteBackward()
    #expect(editor.characters == ["\u{1100}\u{1161}"])
    #expect(editor.cursor == 1)
    expectColumnsMatch(editor, "jamo joined by a delete")
    // A mark typed before another grapheme joins the one before it, not the one after.
    editor.setText("ex\u{301}y")
    #expect(editor.characters == ["e", "x\u{301}", "y"])
    editor.moveToStart()
    editor.moveRight()
    editor.insert("\u{301}")
    #expect(editor.characters == ["e\u{301}", "x\u{301}", "y"])
    #expect(editor.cursor == 1)
    expectColumnsMatch(editor, "a mark inserted before another grapheme")
    // A text a flag pair joins at its end splits the rest again.
    editor.setText("🇺🇸🇫🇷")
    editor.moveToStart()
    editor.insert("🇩")
    #expect(editor.characters == ["🇩🇺", "🇸🇫", "🇷"])
    #expect(editor.cursor == 1)
    expectColumnsMatch(editor, "regional indicators re-paired")
  }

  @Test func aMarkPastWhatACellShowsIsNotTyped() {
    var editor = TextEditor()
    editor.insert("a")
    var refused = 0
    for _ in 0..<100 {
      if !editor.insert("\u{301}") { refused += 1 }
    }
    #expect(editor.characters.count == 1)
    #expect(editor.characters[0].unicodeScalars.count == TextEditor.maximumScalars)
    #expect(refused == 100 - (TextEditor.maximumScalars - 1))
    #expect(editor.lastCut == TextFieldCut(marks: 1))
    expectColumnsMatch(editor, "a capped grapheme")
  }

  @Test func aCutEmojiSequenceDoesNotJoinTheNextOne() {
    // Seventeen people joined: cut after a joiner, the rest must not join what follows.
    let family = Array(repeating: "👩", count: 17).joined(separator: "\u{200D}")
    var editor = TextEditor()
    editor.insert(family + "👍")
    expectColumnsMatch(editor, "a cut joiner sequence")
    #expect(editor.characters.allSatisfy { $0.unicodeScalars.count <= TextEditor.maximumScalars })
    #expect(editor.lastCut.marks > 0)
  }
}
