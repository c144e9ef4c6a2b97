import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct ButtonTests {
  /// Two buttons side by side in a window 14 columns wide.
  private func makeScreen() -> (Window, Button, Button) {
    let ok = Button("OK")
    let cancel = Button("Cancel")
    let row = StackView(axis: .horizontal, spacing: 1, [(ok, .fit), (cancel, .fit)])
    return (Window(rootView: row, size: Size(width: 20, height: 1)), ok, cancel)
  }

  @Test func drawsTheBracketedTitleInTheStyleOfItsState() {
    let (window, ok, cancel) = makeScreen()
    var buffer = window.render()
    #expect(buffer.lines == ["[ OK ] [ Cancel ]"])
    #expect(buffer.u1Style(0, 0) == .plain)
    window.focus(ok)
    buffer = window.render()
    #expect((0..<6).allSatisfy { buffer.u1Style($0, 0) == U1Styles.reverseBold })
    #expect(buffer.u1Style(6, 0) == .plain)
    #expect(buffer.u1Style(7, 0) == .plain)
    cancel.isEnabled = false
    buffer = window.render()
    #expect(buffer.u1Style(7, 0) == U1Styles.dim)
    #expect(buffer.u1Style(16, 0) == U1Styles.dim)
  }

  @Test func centersAndCutsItsTitle() {
    let button = Button("Go")
    #expect(
      Window(rootView: button, size: Size(width: 10, height: 1)).render().lines == [
        "  [ Go ]"
      ])
    let long = Button("Synchronize")
    #expect(
      Window(rootView: long, size: Size(width: 8, height: 1)).render().lines == [
        "[ Synch…"
      ])
    #expect(button.sizeThatFits(Size(width: 50, height: 5)) == Size(width: 6, height: 1))
  }

  @Test func enterAndSpaceTapTheFocusedButton() {
    let (window, ok, cancel) = makeScreen()
    var taps: [String] = []
    ok.onTap = { taps.append("ok") }
    cancel.onTap = { taps.append("cancel") }
    window.dispatch(.key(.tab))
    #expect(window.focusedView === ok)
    window.dispatch(.key(.enter))
    window.dispatch(.key(.character(" ")))
    #expect(window.dispatch(.key(.character("x"))) == false)
    #expect(window.dispatch(.key(.enter.with(.control))) == false)
    window.dispatch(.key(.tab))
    window.dispatch(.key(.enter))
    #expect(taps == ["ok", "ok", "cancel"])
  }

  @Test func aPressAndReleaseOverTheButtonTapsIt() {
    let (window, ok, cancel) = makeScreen()
    var taps: [String] = []
    ok.onTap = { taps.append("ok") }
    cancel.onTap = { taps.append("cancel") }
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 2, row: 0)))
    #expect(window.focusedView === ok)
    #expect(taps.isEmpty)
    window.dispatch(.mouse(MouseEvent(.release, button: .left, column: 3, row: 0)))
    #expect(taps == ["ok"])
    // A release with no press before it does nothing; nor does a right click.
    window.dispatch(.mouse(MouseEvent(.release, button: .left, column: 10, row: 0)))
    window.dispatch(.mouse(MouseEvent(.press, button: .right, column: 10, row: 0)))
    window.dispatch(.mouse(MouseEvent(.release, button: .right, column: 10, row: 0)))
    #expect(taps == ["ok"])
    // Pressed on one button, released on the other: the other was never armed.
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 1, row: 0)))
    window.dispatch(.mouse(MouseEvent(.release, button: .left, column: 10, row: 0)))
    #expect(taps == ["ok"])
  }

  @Test func aDisabledButtonNeitherFocusesNorTaps() {
    let (window, ok, cancel) = makeScreen()
    var taps = 0
    cancel.onTap = { taps += 1 }
    window.focus(cancel)
    cancel.isEnabled = false
    #expect(window.focusedView === ok)
    #expect(!window.focus(cancel))
    cancel.sendTap()
    #expect(!cancel.keyDown(.enter))
    window.dispatch(.mouse(MouseEvent(.press, button: .left, column: 10, row: 0)))
    window.dispatch(.mouse(MouseEvent(.release, button: .left, column: 10, row: 0)))
    #expect(taps == 0)
  }

  @Test func aHostileTitleShowsAsPlaceholders() {
    let button = Button(U1Hostile.text)
    #expect(
      Window(rootView: button, size: Size(width: 12, height: 1)).render().lines == [
        "[ \(U1Hostile.shown) ]"
      ])
  }

  @Test @MainActor func rxTapReportsTapsUntilDisposedAndCompletesWithTheButton() {
    var button: Button? = Button("OK")
    var events: [String] = []
    let subscription = button?.rx.tap.subscribe(
      onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
    button?.sendTap()
    #expect(button?.keyDown(.enter) == true)
    #expect(events == ["tap", "tap"])
    button = nil
    #expect(events == ["tap", "tap", "completed"])
    subscription?.dispose()

    let other = Button("Again")
    var count = 0
    let second = other.rx.tap.subscribe(onNext: { count += 1 })
    other.sendTap()
    second.dispose()
    other.sendTap()
    #expect(count == 1)
  }

  @Test @MainActor func rxIsEnabledAndTitleBindings() {
    let button = Button("Save")
    let window = Window(rootView: button, size: Size(width: 8, height: 1))
    let enabled = BehaviorSubject(value: false)
    let subscription = enabled.bind(to: button.rx.isEnabled)
    #expect(!button.isEnabled)
    #expect(window.render().u1Style(0, 0) == U1Styles.dim)
    enabled.onNext(true)
    #expect(button.isEnabled)
    subscription.dispose()
    enabled.onNext(false)
    #expect(button.isEnabled)
    _ = Observable.just("Sent").bind(to: button.rx.title)
    #expect(window.render().lines == ["[ Sent ]"])
  }
}
