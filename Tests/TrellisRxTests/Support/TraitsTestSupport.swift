import Foundation
import TrellisRxTest

/// Helpers for the trait and bridge tests.
enum TraitsTestSupport {
  /// Runs the main run loop in short slices until `condition` holds or two seconds pass;
  /// returns whether it holds. Work sent to the main queue runs meanwhile.
  @discardableResult
  static func pumpMainQueue(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(2)
    while !condition() && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return condition()
  }

  /// Waits (asynchronously) until `condition` holds or two seconds pass; returns whether
  /// it holds.
  @discardableResult
  static func wait(until condition: () -> Bool) async -> Bool {
    for _ in 0..<400 where !condition() {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
  }
}

/// A reference-type box tests mutate from closures.
final class TraitsTestBox<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension TraitsTestSupport {
  /// Runs `make`'s sequence on a fresh `TestScheduler` with the default times and returns
  /// the recorded events.
  static func record<Element>(_ make: @escaping (TestScheduler) -> Observable<Element>)
    -> [Recorded<Event<Element>>]
  {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { make(scheduler) }.events
  }
}
