import Foundation
import TrellisCore
import TrellisTerminal
import TrellisUI

/// A view that keeps every key it gets — ctrl-c, q, ctrl-z and esc included.
final class SwallowingTestView: View {
  private(set) var swallowed: [KeyEvent] = []

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    swallowed.append(event)
    return true
  }
}

/// A view whose `s` key holds the thread until `isReleased` holds (at most `bound`
/// seconds): a key handler that spins.
final class SpinningTestView: View {
  var isReleased: () -> Bool = { true }
  var bound: TimeInterval = 60

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .character("s") else { return false }
    let deadline = Date().addingTimeInterval(bound)
    while !isReleased(), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.005)
    }
    return true
  }
}

/// Until `wait(_:)` is released, the watchdog of the app is not known: the plugins that
/// block until the watchdog reported look it up here.
final class WatchdogBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: MainThreadWatchdog?

  var watchdog: MainThreadWatchdog? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Whether the watchdog made a report.
  var reported: Bool {
    !(watchdog?.reports.isEmpty ?? true)
  }
}
