import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisUI

/// A window used from another thread than its own is reported, naming the call.
@Suite(.serialized) @MainActor struct ThreadConfinementTests {
  @Test func aWindowTouchedFromAnotherThreadSaysWhichCallWasWrong() {
    let reports = Mutex<[String]>([])
    let previous = ThreadConfinement.report
    ThreadConfinement.report = { message in reports.withLock { $0.append(message) } }
    defer { ThreadConfinement.report = previous }

    let label = Label("hello")
    let window = Window(rootView: label, size: Size(width: 10, height: 1))
    label.text = "on its own thread"
    _ = window.render()
    #expect(reports.withLock { $0 }.isEmpty)

    // The compiler refuses `label.text = …` on another thread; a binding that forgot
    // `observe(on: MainScheduler.instance)` still gets there at run time.
    let texts = PublishSubject<String>()
    let binding = texts.subscribe(onNext: { label.text = $0 })
    defer { binding.dispose() }
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      texts.onNext("from a background thread")
      done.signal()
    }
    done.wait()
    let messages = reports.withLock { $0 }
    #if DEBUG
      #expect(messages.count >= 1)
      #expect(messages.first?.contains("Window.setNeedsLayout() was called on thread") == true)
      #expect(messages.first?.contains("observe(on: MainScheduler.instance)") == true)
    #else
      #expect(messages.isEmpty)
    #endif
  }
}
