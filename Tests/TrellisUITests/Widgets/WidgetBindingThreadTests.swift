import Dispatch
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// Every widget binding fed from a background thread delivers on the main queue.
@Suite struct WidgetBindingThreadTests {
  @Test @MainActor func bindingsFedFromABackgroundThreadApplyOnTheMainQueue() async {
    let label = Label()
    let button = Button("Go")
    let field = TextField()
    let tabs = TabBar(titles: ["A", "B"])
    let status = StatusBar()
    let spinner = ActivityIndicator()
    let progress = ProgressBar()
    let stack = StackView(
      axis: .vertical,
      [label, button, field, tabs, status, spinner, progress].map {
        ($0 as View, SizeRule.fixed(1))
      })
    let window = Window(rootView: stack, size: Size(width: 20, height: 7))
    _ = window.render()
    let redrawnOnMain = U1Locked<[Bool]>([])
    window.onNeedsDisplay = {
      redrawnOnMain.mutate { $0.append(MainScheduler.isMainThread) }
      // Leave the window ready to report the next change.
      DispatchQueue.main.async { _ = window.render() }
    }
    let text = PublishSubject<String?>()
    let enabled = PublishSubject<Bool>()
    let index = PublishSubject<Int>()
    let message = PublishSubject<StatusMessage?>()
    let animating = PublishSubject<Bool>()
    let fraction = PublishSubject<Double>()
    let bag = DisposeBag()
    text.bind(to: label.rx.text).disposed(by: bag)
    text.bind(to: field.rx.text).disposed(by: bag)
    enabled.bind(to: button.rx.isEnabled).disposed(by: bag)
    index.bind(to: tabs.rx.selectedIndex).disposed(by: bag)
    message.bind(to: status.rx.message).disposed(by: bag)
    animating.bind(to: spinner.rx.isAnimating).disposed(by: bag)
    fraction.bind(to: progress.rx.progress).disposed(by: bag)
    let sent = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      text.onNext("async")
      enabled.onNext(false)
      index.onNext(1)
      message.onNext("done")
      animating.onNext(true)
      fraction.onNext(0.5)
      sent.signal()
    }
    #expect(sent.wait(timeout: .now() + 5) == .success)
    // The main queue is busy with this test, so nothing can have been applied yet.
    #expect(label.text == "")
    #expect(await U1Wait.until { progress.progress == 0.5 })
    #expect(label.text == "async")
    #expect(field.text == "async")
    #expect(!button.isEnabled)
    #expect(tabs.selectedIndex == 1)
    #expect(status.message == "done")
    #expect(spinner.isAnimating)
    #expect(!redrawnOnMain.value.isEmpty)
    #expect(redrawnOnMain.value.allSatisfy { $0 })
  }
}
