import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// Waiting for main-queue work in widget tests, with a bound (never a timed assertion).
enum U1Wait {
  /// Lets the main queue drain until `condition` holds or five seconds pass; returns whether
  /// it holds. On Linux under Swift Testing, main-actor tests run on the main queue from a
  /// worker thread, so yielding the actor lets queued main work run; on a real main thread
  /// the run loop is pumped instead.
  @MainActor
  static func until(_ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() && Date() < deadline {
      if Thread.isMainThread {
        pumpRunLoop()
      } else {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
    }
    return condition()
  }

  /// Turns the main run loop for a moment (it drains the main queue).
  @MainActor
  private static func pumpRunLoop() {
    RunLoop.main.run(until: Date().addingTimeInterval(0.005))
  }
}

/// A value shared between a test and the threads it starts.
final class U1Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  func mutate(_ body: (inout Value) -> Void) {
    lock.withLock { body(&stored) }
  }
}

extension Buffer {
  /// The style of the cell at (`column`, `row`).
  func u1Style(_ column: Int, _ row: Int) -> Style {
    self[column, row].style
  }
}

/// Styles the widget tests compare against.
enum U1Styles {
  static let reverseBold = Style(attributes: [.reverse, .bold])
  static let dim = Style(attributes: .dim)
  static let bold = Style(attributes: .bold)
}

/// Hostile strings: what API data could carry to the screen.
enum U1Hostile {
  /// An escape sequence that would clear the screen, and a bidi override.
  static let text = "a\u{1B}[2J\u{202E}b"
  /// How it shows once sanitized.
  static let shown = "a␛[2J\u{FFFD}b"
}
