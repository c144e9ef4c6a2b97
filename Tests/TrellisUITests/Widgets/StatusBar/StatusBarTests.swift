import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// An error with a message for the user, for the status bar's error binding.
private enum U1StatusError: LocalizedError {
  case offline

  var errorDescription: String? { "You are offline" }
}

@Suite @MainActor struct StatusBarTests {
  private let hints = [KeyHint("q", "quit"), KeyHint("/", "search")]

  private func render(_ bar: StatusBar, width: Int) -> Buffer {
    Window(rootView: bar, size: Size(width: width, height: 1)).render()
  }

  @Test func hintsOnTheLeftAndTheMessageOnTheRight() {
    let bar = StatusBar(hints: hints, message: "Saved")
    let buffer = render(bar, width: 30)
    #expect(buffer.lines == ["q quit  / search         Saved"])
    #expect(buffer.u1Style(0, 0) == U1Styles.bold)
    #expect(buffer.u1Style(2, 0) == U1Styles.dim)
    #expect(buffer.u1Style(8, 0) == U1Styles.bold)
    #expect(buffer.u1Style(25, 0) == .plain)
  }

  @Test func errorsUseTheErrorStyle() {
    let bar = StatusBar(message: .error("Failed"))
    let buffer = render(bar, width: 10)
    #expect(buffer.lines == ["    Failed"])
    #expect(buffer.u1Style(4, 0) == Style(foreground: .red, attributes: .bold))
    #expect(buffer.u1Style(3, 0) == .plain)
  }

  @Test func whenNarrowWholeHintsGoFirstThenTheMessageIsCut() {
    #expect(
      render(StatusBar(hints: hints, message: "Saved"), width: 20).lines == [
        "q quit         Saved"
      ])
    let long = "Could not reach the server at example.org"
    #expect(
      render(StatusBar(hints: hints, message: .error(long)), width: 30).lines == [
        "q quit    Could not reach the…"
      ])
    #expect(
      render(StatusBar(message: .error(long)), width: 30).lines == [
        "Could not reach the server at…"
      ])
    #expect(render(StatusBar(hints: hints), width: 10).lines == ["q quit"])
    #expect(render(StatusBar(hints: hints), width: 5).lines == [""])
  }

  @Test func hostileMessagesAndHintsShowAsPlaceholders() {
    let bar = StatusBar(
      hints: [KeyHint("\u{1B}[A", U1Hostile.text)], message: .notice(U1Hostile.text))
    #expect(
      render(bar, width: 40).lines == [
        "␛[A \(U1Hostile.shown)" + String(repeating: " ", count: 22) + U1Hostile.shown
      ])
  }

  @Test @MainActor func bindingsSetTheMessageAndTheHints() {
    let bar = StatusBar()
    let window = Window(rootView: bar, size: Size(width: 32, height: 1))
    let messages = PublishSubject<StatusMessage?>()
    let hintLists = PublishSubject<[KeyHint]>()
    let errors = PublishSubject<Error?>()
    let bag = DisposeBag()
    messages.bind(to: bar.rx.message).disposed(by: bag)
    hintLists.bind(to: bar.rx.hints).disposed(by: bag)
    errors.bind(to: bar.rx.error).disposed(by: bag)
    messages.onNext("Loaded 3 tasks")
    hintLists.onNext(hints)
    #expect(window.render().lines == ["q quit  / search  Loaded 3 tasks"])
    errors.onNext(U1StatusError.offline)
    #expect(bar.message == .error("You are offline"))
    messages.onNext(nil)
    #expect(window.render().lines == ["q quit  / search"])
    // The window's key hints feed the bar.
    let button = Button("Go")
    let footer = StatusBar()
    let root = StackView(axis: .vertical, [(button, .fixed(1)), (footer, .fixed(1))])
    let screen = Window(rootView: root, size: Size(width: 30, height: 2))
    screen.focus(button)
    Observable.just(screen.keyHints).bind(to: footer.rx.hints).disposed(by: bag)
    #expect(screen.render().lines[1] == "enter press")
  }
}
