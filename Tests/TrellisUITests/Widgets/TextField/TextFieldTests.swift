import Testing
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct TextFieldTests {
  /// A focused field `width` columns wide in its own window.
  private func makeField(_ text: String = "", width: Int = 20) -> (Window, TextField) {
    let field = TextField(text: text)
    let window = Window(rootView: field, size: Size(width: width, height: 1))
    window.focus(field)
    return (window, field)
  }

  private func type(_ text: String, into window: Window) {
    for character in text { window.dispatch(.key(.character(character))) }
  }

  @Test func typingInsertsAtTheCursorAndTheCaretFollows() {
    let (window, field) = makeField()
    type("helo", into: window)
    window.dispatch(.key(.left))
    type("l", into: window)
    #expect(field.text == "hello")
    #expect(field.cursorIndex == 4)
    #expect(window.render().lines == ["hello"])
    #expect(window.cursorPosition?.column == 4)
    #expect(window.cursorPosition?.row == 0)
    type("A", into: window)
    window.dispatch(.key(.character("B", modifiers: .shift)))
    #expect(field.text == "hellABo")
  }

  @Test func backspaceDeleteAndArrows() {
    let (window, field) = makeField("abcd")
    window.dispatch(.key(.backspace))
    #expect(field.text == "abc")
    window.dispatch(.key(.left))
    window.dispatch(.key(.left))
    window.dispatch(.key(.delete))
    #expect(field.text == "ac")
    #expect(field.cursorIndex == 1)
    window.dispatch(.key(.left))
    window.dispatch(.key(.left))
    window.dispatch(.key(.backspace))
    #expect(field.text == "ac")
    window.dispatch(.key(.right))
    window.dispatch(.key(.right))
    window.dispatch(.key(.right))
    window.dispatch(.key(.delete))
    #expect(field.text == "ac")
    #expect(field.cursorIndex == 2)
  }

  @Test func homeEndAndTheirControlKeys() {
    let (window, field) = makeField("middle")
    window.dispatch(.key(.home))
    #expect(field.cursorIndex == 0)
    window.dispatch(.key(.end))
    #expect(field.cursorIndex == 6)
    window.dispatch(.key(.control("a")))
    #expect(field.cursorIndex == 0)
    window.dispatch(.key(.control("e")))
    #expect(field.cursorIndex == 6)
  }

  @Test func wordJumps() {
    let (window, field) = makeField("hello big-world x")
    window.dispatch(.key(.left.with(.alt)))
    #expect(field.cursorIndex == 16)
    window.dispatch(.key(.left.with(.control)))
    #expect(field.cursorIndex == 10)
    window.dispatch(.key(.alt("b")))
    #expect(field.cursorIndex == 6)
    window.dispatch(.key(.alt("b")))
    #expect(field.cursorIndex == 0)
    window.dispatch(.key(.alt("f")))
    #expect(field.cursorIndex == 5)
    window.dispatch(.key(.right.with(.control)))
    #expect(field.cursorIndex == 9)
    window.dispatch(.key(.right.with(.alt)))
    #expect(field.cursorIndex == 15)
  }

  @Test func killKeys() {
    let (window, field) = makeField("git commit -m msg")
    window.dispatch(.key(.control("w")))
    #expect(field.text == "git commit -m ")
    window.dispatch(.key(.control("w")))
    #expect(field.text == "git commit ")
    window.dispatch(.key(.alt("b")))
    window.dispatch(.key(.control("k")))
    #expect(field.text == "git ")
    window.dispatch(.key(.left))
    window.dispatch(.key(.control("u")))
    #expect(field.text == " ")
    #expect(field.cursorIndex == 0)
    field.text = "path/to.file"
    window.dispatch(.key(.backspace.with(.alt)))
    #expect(field.text == "path/to.")
    window.dispatch(.key(.home))
    window.dispatch(.key(.alt("d")))
    #expect(field.text == "/to.")
  }

  @Test func pastedLineBreaksBecomeSpacesAndControlsAreDropped() {
    let (window, field) = makeField("[]")
    window.dispatch(.key(.left))
    window.dispatch(
      .paste(PasteEvent("one\r\ntwo\rthree\nfour\tfive\u{1B}[31m\u{7F}\u{9B}\u{202E}!")))
    #expect(field.text == "[one two three four five[31m!]")
    #expect(field.cursorIndex == 29)
  }

  @Test func aMaximumLengthCapsTypingAndPasting() {
    let (window, field) = makeField()
    field.maximumLength = 5
    type("abc", into: window)
    window.dispatch(.paste(PasteEvent("defgh")))
    #expect(field.text == "abcde")
    type("z", into: window)
    #expect(field.text == "abcde")
    field.maximumLength = 2
    #expect(field.text == "ab")
    #expect(field.cursorIndex == 2)
  }

  @Test @MainActor func everyFieldHasACapAndSaysWhenTextIsCut() {
    let (window, field) = makeField()
    #expect(field.maximumLength == TextField.defaultMaximumLength)
    var cuts: [Int] = []
    let subscription = field.rx.cut.subscribe(onNext: { cuts.append($0.characters) })
    defer { subscription.dispose() }
    // A megabyte pasted keeps the cap and says how much was left out.
    window.dispatch(.paste(PasteEvent(String(repeating: "x", count: 1_000_000))))
    #expect(field.text.count == TextField.defaultMaximumLength)
    #expect(cuts == [1_000_000 - TextField.defaultMaximumLength])
    #expect(field.lastCut.maximumLength == TextField.defaultMaximumLength)
    type("y", into: window)
    #expect(cuts.count == 2)
    // Text set from code is cut and said to be cut too; within the cap nothing is said.
    field.maximumLength = 5
    field.text = "abcdefgh"
    #expect(field.text == "abcde")
    field.text = "ok"
    #expect(cuts.suffix(2) == [4_091, 3])
    #expect(field.lastCut.isEmpty)
  }

  @Test func scrollsSidewaysToKeepTheCursorVisible() {
    let (window, field) = makeField(width: 5)
    type("abcdefgh", into: window)
    #expect(window.render().lines == ["efgh"])
    #expect(window.cursorPosition?.column == 4)
    window.dispatch(.key(.home))
    #expect(window.render().lines == ["abcde"])
    #expect(window.cursorPosition?.column == 0)
    // Moving right inside the view does not scroll.
    for _ in 0..<4 { window.dispatch(.key(.right)) }
    #expect(window.render().lines == ["abcde"])
    #expect(window.cursorPosition?.column == 4)
    window.dispatch(.key(.right))
    #expect(window.render().lines == ["bcdef"])
    // Deleting text at the end scrolls back so no room is wasted.
    window.dispatch(.key(.end))
    for _ in 0..<4 { window.dispatch(.key(.backspace)) }
    #expect(field.text == "abcd")
    #expect(window.render().lines == ["abcd"])
    #expect(window.cursorPosition?.column == 4)
    #expect(field.text == "abcd")
  }

  @Test func theCursorCountsGraphemesAndTheDisplayCountsColumns() {
    let (window, field) = makeField(width: 5)
    type("日本語", into: window)
    #expect(field.cursorIndex == 3)
    #expect(window.render().lines == ["本語"])
    #expect(window.cursorPosition?.column == 4)
    window.dispatch(.key(.home))
    #expect(window.render().lines == ["日本"])
    window.dispatch(.key(.right))
    #expect(window.cursorPosition?.column == 2)
    // A combining mark typed after its letter joins it: one grapheme, deleted at once.
    field.text = ""
    type("e\u{301}x", into: window)
    #expect(field.cursorIndex == 2)
    window.dispatch(.key(.left))
    window.dispatch(.key(.backspace))
    #expect(field.text == "x")
    // An emoji with a skin tone is one grapheme, two columns.
    field.text = ""
    window.dispatch(.paste(PasteEvent("👍🏽x")))
    #expect(field.cursorIndex == 2)
    window.dispatch(.key(.left))
    #expect(window.cursorPosition?.column == 2)
  }

  @Test func anEmptyFieldShowsItsPlaceholderDimmed() {
    let field = TextField(placeholder: "Search…")
    let window = Window(rootView: field, size: Size(width: 10, height: 1))
    window.focus(field)
    var buffer = window.render()
    #expect(buffer.lines == ["Search…"])
    #expect(buffer.u1Style(0, 0) == U1Styles.dim)
    #expect(window.cursorPosition?.column == 0)
    window.dispatch(.key(.character("q")))
    buffer = window.render()
    #expect(buffer.lines == ["q"])
    #expect(buffer.u1Style(0, 0) == .plain)
    field.placeholder = "A very long placeholder"
    field.text = ""
    #expect(window.render().lines == ["A very lo…"])
  }

  @Test func secureEntryHidesEachGraphemeAndWordStructure() {
    let (window, field) = makeField(width: 10)
    field.isSecureTextEntry = true
    type("pa ss", into: window)
    window.dispatch(.paste(PasteEvent("日")))
    #expect(window.render().lines == ["••••••"])
    #expect(window.cursorPosition?.column == 6)
    window.dispatch(.key(.alt("b")))
    #expect(field.cursorIndex == 0)
    window.dispatch(.key(.end))
    window.dispatch(.key(.control("w")))
    #expect(field.text == "")
  }

  @Test func hostileTextIsShownAsPlaceholdersAndNeverTypedIn() {
    let field = TextField(text: U1Hostile.text)
    let window = Window(rootView: field, size: Size(width: 12, height: 1))
    window.focus(field)
    #expect(window.render().lines == [U1Hostile.shown])
    // The caret stays in step with what is drawn: the sanitized text is 7 columns.
    #expect(window.cursorPosition?.column == 7)
    field.text = ""
    window.dispatch(.key(.character("\u{1B}")))
    #expect(field.text == "")
    let placeholder = TextField(placeholder: U1Hostile.text)
    #expect(
      Window(rootView: placeholder, size: Size(width: 12, height: 1)).render().lines == [
        U1Hostile.shown
      ])
  }

  @Test func keysItDoesNotEditPassOn() {
    let field = TextField()
    let other = Button("Go")
    let stack = StackView(axis: .vertical, [(field, .fixed(1)), (other, .fixed(1))])
    let window = Window(rootView: stack, size: Size(width: 10, height: 2))
    var unhandled: [KeyEvent] = []
    window.unhandledKey = {
      unhandled.append($0)
      return true
    }
    window.focus(field)
    window.dispatch(.key(.control("c")))
    window.dispatch(.key(.up))
    window.dispatch(.key(.escape))
    window.dispatch(.key(.alt("x")))
    #expect(unhandled == [.control("c"), .up, .escape, .alt("x")])
    window.dispatch(.key(.tab))
    #expect(window.focusedView === other)
  }
}
