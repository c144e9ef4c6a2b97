import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite struct DialogTests {
  /// A 40×9 window over a focusable background, with a confirm dialog asked in it.
  @MainActor
  private func ask(_ message: String = "Delete notes.txt?") -> (
    Window, KeyRecorder, () -> Bool?, Disposable
  ) {
    let background = KeyRecorder(" ")
    let window = Window(rootView: background, size: Size(width: 40, height: 9))
    window.focus(background)
    var answer: Bool?
    let subscription = Dialog.confirm(in: window, title: "Delete", message: message)
      .subscribe(onSuccess: { answer = $0 })
    return (window, background, { answer }, subscription)
  }

  @Test @MainActor func drawsACenteredBoxWithTheMessageAndTheButtons() {
    let (window, _, _, subscription) = ask()
    let buffer = window.render()
    #expect(
      buffer.lines == [
        "",
        "",
        "         ┌ Delete ────────────┐",
        "         │ Delete notes.txt?  │",
        "         │                    │",
        "         │ [ OK ]  [ Cancel ] │",
        "         └────────────────────┘",
        "",
        "",
      ])
    // The confirm button has the focus; the box shows it.
    #expect(buffer.u1Style(11, 5) == U1Styles.reverseBold)
    #expect(buffer.u1Style(19, 5) == .plain)
    #expect(buffer.u1Style(9, 2) == Style(foreground: .cyan, attributes: .bold))
    subscription.dispose()
  }

  @Test @MainActor func longMessagesWrapInsideTheBox() {
    let (window, _, _, subscription) = ask(
      "This removes the file from the disk and cannot be undone.")
    window.resize(Size(width: 30, height: 9))
    #expect(
      window.render().lines == [
        "",
        "┌ Delete ────────────────────┐",
        "│ This removes the file from │",
        "│ the disk and cannot be     │",
        "│ undone.                    │",
        "│                            │",
        "│     [ OK ]  [ Cancel ]     │",
        "└────────────────────────────┘",
        "",
      ])
    subscription.dispose()
  }

  @Test @MainActor func theAnswerComesFromKeysOrClicksAndDismissesTheDialog() {
    let cases: [([InputEvent], Bool)] = [
      ([.key(.character("y"))], true),
      ([.key(.character("Y"))], true),
      ([.key(.character("n"))], false),
      ([.key(.escape)], false),
      ([.key(.enter)], true),
      ([.key(.tab), .key(.enter)], false),
      ([.key(.right), .key(.character(" "))], false),
      ([.key(.right), .key(.left), .key(.enter)], true),
      (
        [
          .mouse(MouseEvent(.press, button: .left, column: 20, row: 5)),
          .mouse(MouseEvent(.release, button: .left, column: 20, row: 5)),
        ], false
      ),
    ]
    for (events, expected) in cases {
      let (window, background, answer, subscription) = ask()
      for event in events { window.dispatch(event) }
      #expect(answer() == expected, "\(events)")
      #expect(window.overlays.isEmpty)
      #expect(window.focusedView === background)
      subscription.dispose()
    }
  }

  @Test @MainActor func disposingBeforeAnAnswerDismissesTheDialog() {
    let (window, background, answer, subscription) = ask()
    #expect(window.overlays.count == 1)
    subscription.dispose()
    #expect(window.overlays.isEmpty)
    #expect(window.focusedView === background)
    #expect(window.render().lines.allSatisfy { $0.isEmpty })
    #expect(answer() == nil)
  }

  @Test @MainActor func theDialogSwallowsKeysButLetsControlKeysThrough() {
    let (window, background, answer, subscription) = ask()
    var unhandled: [KeyEvent] = []
    window.unhandledKey = {
      unhandled.append($0)
      return true
    }
    window.dispatch(.key(.character("q")))
    window.dispatch(.key(.down))
    window.dispatch(.key(.control("c")))
    #expect(unhandled == [.control("c")])
    #expect(background.received.isEmpty)
    #expect(answer() == nil)
    subscription.dispose()
  }

  @Test @MainActor func optionsShortcutsAndTheChoiceEvent() {
    let dialog = Dialog(
      title: "Save changes?", message: "The note has unsaved changes.",
      options: [
        .init("Save", shortcut: "s"), .init("Discard", shortcut: "d"),
        .init("Cancel", isCancel: true),
      ], defaultIndex: 2)
    let window = Window(rootView: View(), size: Size(width: 50, height: 7))
    var choices: [Int] = []
    let subscription = dialog.rx.choice.subscribe(onNext: { choices.append($0) })
    dialog.present(in: window)
    #expect(window.focusedView === dialog.buttons[2])
    #expect(
      dialog.keyHints == [KeyHint("s", "Save"), KeyHint("d", "Discard"), KeyHint("esc", "Cancel")])
    window.dispatch(.key(.character("D")))
    #expect(choices == [1])
    #expect(window.overlays.isEmpty)
    dialog.present(in: window)
    window.dispatch(.key(.escape))
    dialog.present(in: window)
    window.dispatch(.key(.enter))
    #expect(choices == [1, 2, 2])
    subscription.dispose()
  }

  @Test @MainActor func theFocusGoesBackWhereItWas() {
    let first = Button("First")
    let second = Button("Second")
    let root = StackView(axis: .vertical, [(first, .fixed(1)), (second, .fixed(1))])
    let window = Window(rootView: root, size: Size(width: 40, height: 9))
    window.focus(second)
    var answers: [Bool] = []
    let bag = DisposeBag()
    Dialog.confirm(in: window, title: "Sure?", message: "Really?")
      .subscribe(onSuccess: { answers.append($0) }).disposed(by: bag)
    #expect(window.focusedView !== second)
    window.dispatch(.key(.character("y")))
    #expect(answers == [true])
    #expect(window.focusedView === second)
    // Disposing before an answer gives the focus back too.
    let pending = Dialog.confirm(in: window, title: "Sure?", message: "Really?").subscribe()
    pending.dispose()
    #expect(window.overlays.isEmpty)
    #expect(window.focusedView === second)
  }

  @Test @MainActor func hostileTitlesAndMessagesShowAsPlaceholders() {
    let dialog = Dialog(
      title: U1Hostile.text, message: U1Hostile.text, options: [.init("OK\u{1B}")])
    let window = Window(rootView: View(), size: Size(width: 20, height: 5))
    dialog.present(in: window)
    let lines = window.render().lines
    #expect(lines[0].contains(U1Hostile.shown))
    #expect(lines[1].contains(U1Hostile.shown))
    #expect(lines[3].contains("[ OK␛ ]"))
  }
}
