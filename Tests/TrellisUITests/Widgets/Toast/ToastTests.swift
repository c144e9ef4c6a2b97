import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct ToastTests {
  /// A 30×5 window over a focused background, and a virtual clock in milliseconds.
  private func makeScreen(width: Int = 30) -> (Window, KeyRecorder, TestScheduler) {
    let background = KeyRecorder(" ")
    let window = Window(rootView: background, size: Size(width: width, height: 5))
    window.focus(background)
    return (window, background, TestScheduler(initialClock: 0, resolution: 0.001))
  }

  @Test func showsAtTheBottomWithoutTakingTheFocusAndGoesAwayOnTime() {
    let (window, background, scheduler) = makeScreen()
    let toast = Toast("Task deleted", action: KeyHint("u", "undo"))
    toast.show(in: window, duration: .seconds(3), scheduler: scheduler)
    let buffer = window.render()
    #expect(buffer.lines == ["", "", "", "     Task deleted  u undo", ""])
    #expect(buffer.u1Style(4, 3) == Style(attributes: .reverse))
    #expect(buffer.u1Style(5, 3) == Style(attributes: .reverse))
    #expect(buffer.u1Style(19, 3) == U1Styles.reverseBold)
    #expect(buffer.u1Style(25, 3) == Style(attributes: .reverse))
    #expect(buffer.u1Style(26, 3) == .plain)
    #expect(window.focusedView === background)
    window.dispatch(.key(.character("x")))
    #expect(background.received == [.character("x")])
    scheduler.advanceTo(2999)
    #expect(toast.isShown)
    scheduler.advanceTo(3000)
    #expect(!toast.isShown)
    #expect(window.overlays.isEmpty)
    #expect(window.render().lines.allSatisfy { $0.isEmpty })
  }

  @Test func showingAgainRestartsTheTimer() {
    let (window, _, scheduler) = makeScreen()
    let toast = Toast("Saved")
    toast.show(in: window, duration: .seconds(1), scheduler: scheduler)
    scheduler.advanceTo(800)
    toast.show(in: window, duration: .seconds(1), scheduler: scheduler)
    #expect(window.overlays.count == 1)
    scheduler.advanceTo(1500)
    #expect(toast.isShown)
    scheduler.advanceTo(1800)
    #expect(!toast.isShown)
  }

  @Test @MainActor func disposingDismissesEarly() {
    let (window, _, scheduler) = makeScreen()
    let toast = Toast("Copied")
    let shown = toast.show(in: window, duration: .seconds(3), scheduler: scheduler)
    scheduler.advanceTo(1000)
    #expect(toast.isShown)
    shown.dispose()
    #expect(!toast.isShown)
    scheduler.advanceTo(5000)
    #expect(window.overlays.isEmpty)
  }

  @Test @MainActor func theActionKeyTakesTheActionAndDismisses() {
    // The focused view lets keys through to the app, which hands them to the toast.
    let background = KeyRecorder(" ", consumes: { _ in false })
    let window = Window(rootView: background, size: Size(width: 30, height: 5))
    window.focus(background)
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let toast = Toast("Task deleted", action: KeyHint("u", "undo"))
    var actions: [String] = []
    let subscription = toast.rx.action.subscribe(onNext: { actions.append("undo") })
    window.unhandledKey = { toast.handleKey($0) }
    toast.show(in: window, duration: .seconds(3), scheduler: scheduler)
    #expect(!toast.handleKey(.character("x")))
    #expect(!toast.handleKey(.control("u")))
    window.dispatch(.key(.character("u")))
    #expect(actions == ["undo"])
    #expect(!toast.isShown)
    #expect(!toast.handleKey(.character("u")))
    #expect(actions == ["undo"])
    subscription.dispose()
  }

  @Test func narrowWindowsCutTheMessageAndKeepTheAction() {
    let (window, _, scheduler) = makeScreen(width: 16)
    Toast("Deleted everything", action: KeyHint("u", "undo"))
      .show(in: window, scheduler: scheduler)
    #expect(window.render().lines[3] == " Delet…  u undo")
  }

  @Test func hostileMessagesShowAsPlaceholders() {
    let (window, _, scheduler) = makeScreen()
    Toast(U1Hostile.text, action: KeyHint("\u{1B}", "x\u{9B}")).show(
      in: window, scheduler: scheduler)
    #expect(window.render().lines[3] == "        \(U1Hostile.shown)  ␛ x\u{FFFD}")
  }
}

@Suite struct ToastReshowTests {
  @Test @MainActor func anEarlierShowsDisposableCannotDismissALaterShow() {
    let window = Window(rootView: View(), size: Size(width: 30, height: 5))
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let toast = Toast("Saved")
    let first = toast.show(in: window, duration: .seconds(1), scheduler: scheduler)
    let second = toast.show(in: window, duration: .seconds(3), scheduler: scheduler)
    first.dispose()
    #expect(toast.isShown)
    // Dismissed and shown again: the first two shows are both stale now.
    toast.dismiss()
    toast.show(in: window, duration: .seconds(3), scheduler: scheduler)
    second.dispose()
    scheduler.advanceTo(1500)
    #expect(toast.isShown)
    scheduler.advanceTo(3000)
    #expect(!toast.isShown)
  }
}
