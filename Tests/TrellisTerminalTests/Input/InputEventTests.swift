import Testing
import TrellisTerminal

@Suite struct InputEventTests {
  @Test func keysDescribeThemselvesAsPeopleWriteThem() {
    #expect(KeyEvent.control("c").description == "Ctrl+c")
    #expect(KeyEvent.up.with([.shift, .alt]).description == "Alt+Shift+Up")
    #expect(KeyEvent.function(5).description == "F5")
    #expect(KeyEvent.character(" ").description == "Space")
    #expect(KeyEvent.alt("x").description == "Alt+x")
    #expect(InputEvent.key(.escape).description == "Esc")
  }

  @Test func otherEventsDescribeThemselves() {
    let click = MouseEvent(.press, button: .left, column: 3, row: 4, modifiers: .control)
    #expect(click.description == "Ctrl+press(left) at 3,4")
    #expect(MouseEvent(.wheelDown, column: 0, row: 1).description == "wheelDown at 0,1")
    #expect(PasteEvent("a\u{1B}b").description == "paste(\"a\\u{1B}b\")")
    #expect(InputEvent.focus(.lost).description == "focus(lost)")
  }

  @Test func convenienceConstructorsBuildTheSameEvents() {
    #expect(KeyEvent.control("c") == KeyEvent(.character("c"), modifiers: .control))
    #expect(KeyEvent.alt("x") == KeyEvent(.character("x"), modifiers: .alt))
    #expect(KeyEvent.up.with(.control) == KeyEvent(.up, modifiers: .control))
    #expect(KeyEvent.up.with(.control).with(.shift).modifiers == [.control, .shift])
    #expect(KeyEvent.character("a") != KeyEvent.character("A"))
  }
}
