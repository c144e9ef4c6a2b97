import Dispatch
import Testing
import Trellis
import TrellisTesting

/// A notice posted from a background thread (a save's `onSuccess`) reaches the status bar
/// through the main queue, in the order posted, instead of racing the main thread.
@MainActor
@Suite struct AppNotifierThreadTests {
  @Test func noticesFromBackgroundThreadsAreShownInOrder() async throws {
    let harness = AppHarness(
      plugins: [HarnessTestNotifyingPlugin()], size: TerminalSize(width: 60, height: 8),
      clock: .real)
    let notifier = harness.app.notifier
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        for index in 1...50 { notifier.notice("Saved \(index)") }
        notifier.error("Disk full")
        done.resume()
      }
    }
    #expect(await harness.waitUntil { harness.statusMessage == .error("Disk full") })
    notifier.notice("On main")
    #expect(harness.statusMessage == .notice("On main"))  // At once on the main thread.
  }
}
