import Testing
import TrellisTerminal

@testable import TrellisUI

/// The window's saved-focus stack: a modal overlay gives the focus back where it found it.
@MainActor
@Suite struct ModalFocusTests {
  /// A window with three fields in a column, and a modal box holding two fields.
  @MainActor private struct Fixture {
    let fields = [KeyRecorder("a"), KeyRecorder("b"), KeyRecorder("c")]
    let column: StackView
    let window: Window
    let modal = StackView(axis: .horizontal)
    let modalFields = [KeyRecorder("m"), KeyRecorder("n")]

    init() {
      column = StackView(axis: .vertical, fields.map { ($0, .fixed(1)) })
      window = Window(rootView: column, size: Size(width: 6, height: 3))
      for field in modalFields { modal.addArrangedSubview(field, size: .fixed(1)) }
    }
  }

  @Test func dismissingAModalFocusesTheViewFocusedBeforeIt() {
    let fixture = Fixture()
    fixture.window.focus(fixture.fields[2])
    fixture.window.present(fixture.modal)
    #expect(fixture.window.focusedView === fixture.modalFields[0])
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === fixture.fields[2])
  }

  @Test func nestedModalsGiveTheFocusBackOneAtATime() {
    let fixture = Fixture()
    let dialog = KeyRecorder("d")
    fixture.window.focus(fixture.fields[1])
    fixture.window.present(fixture.modal)
    fixture.window.focusNext()
    #expect(fixture.window.focusedView === fixture.modalFields[1])
    fixture.window.present(dialog)
    #expect(fixture.window.focusedView === dialog)
    fixture.window.dismiss(dialog)
    #expect(fixture.window.focusedView === fixture.modalFields[1])
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === fixture.fields[1])
  }

  @Test func dismissingAModalUnderAnotherPassesItsSavedFocusUp() {
    let fixture = Fixture()
    let dialog = KeyRecorder("d")
    fixture.window.focus(fixture.fields[2])
    fixture.window.present(fixture.modal)
    fixture.window.present(dialog)
    // The lower modal goes first: the focus stays in the dialog, which now gives it back
    // where the lower one would have.
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === dialog)
    fixture.window.dismiss(dialog)
    #expect(fixture.window.focusedView === fixture.fields[2])
  }

  @Test func aSavedViewThatLeftGivesWayToItsNearestFocusableSuperview() {
    let fixture = Fixture()
    // A focusable container (a list) whose row holds the focus.
    let row = KeyRecorder("r")
    fixture.fields[2].addSubview(row)
    fixture.window.focus(row)
    fixture.window.present(fixture.modal)
    row.removeFromSuperview()
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === fixture.fields[2])
  }

  @Test func aSavedViewThatCannotTakeTheFocusGivesWayToTheAreaItWasIn() {
    let fixture = Fixture()
    let area = StackView(axis: .horizontal)
    let left = KeyRecorder("l")
    let right = KeyRecorder("r")
    area.addArrangedSubview(left, size: .fixed(1))
    area.addArrangedSubview(right, size: .fixed(1))
    fixture.column.addArrangedSubview(area, size: .fixed(1))
    fixture.window.focus(right)
    fixture.window.present(fixture.modal)
    right.isHidden = true
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === left)
  }

  @Test func withNothingToGoBackToTheFocusGoesToTheDefaultFocusRoot() {
    let fixture = Fixture()
    let content = StackView(axis: .vertical)
    fixture.column.addArrangedSubview(content, size: .fixed(1))
    fixture.window.defaultFocusRoot = content
    // Nothing had the focus; a screen came while the modal was up.
    fixture.window.present(fixture.modal)
    let screen = KeyRecorder("s")
    content.addArrangedSubview(screen, size: .fill)
    fixture.window.dismiss(fixture.modal)
    #expect(fixture.window.focusedView === screen)
    // The focused view removed: the focus falls to the default root too, not the first field.
    let next = KeyRecorder("t")
    content.addArrangedSubview(next, size: .fill)
    screen.removeFromSuperview()
    #expect(fixture.window.focusedView === next)
  }

  @Test func aNonModalOverlayLeavesTheFocusAlone() {
    let fixture = Fixture()
    fixture.window.focus(fixture.fields[1])
    let toast = Block("t")
    fixture.window.present(toast, placement: .bottom(margin: 0), modal: false)
    #expect(fixture.window.focusedView === fixture.fields[1])
    fixture.window.focus(fixture.fields[2])
    fixture.window.dismiss(toast)
    #expect(fixture.window.focusedView === fixture.fields[2])
  }
}
