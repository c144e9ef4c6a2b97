import Foundation
import TrellisRxTest

/// Helpers for the trait and bridge tests.
enum TraitsTestSupport {
  /// How long a wait lasts at most: long enough for a busy machine, whose main queue a
  /// whole suite of tests may hold for seconds; a wait that succeeds ends as soon as its
  /// condition holds.
  static let bound: TimeInterval = 60

  /// Waits until `condition` holds or ``bound`` seconds pass, letting the main queue drain;
  /// returns whether it holds. On the main thread it runs the main run loop in short
  /// slices; elsewhere it sleeps in short slices while the main thread drains the queue
  /// (the test runner's main thread sits in the dispatch main loop).
  @discardableResult
  static func pumpMainQueue(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(bound)
    while !condition() && Date() < deadline {
      if Thread.isMainThread {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
      } else {
        Thread.sleep(forTimeInterval: 0.005)
      }
    }
    return condition()
  }

  /// Waits (asynchronously) until `condition` holds or ``bound`` seconds pass; returns
  /// whether it holds.
  @discardableResult
  static func wait(until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(bound)
    while !condition() && Date() < deadline {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
  }
}

/// A reference-type box tests mutate from closures, safe to touch from several threads.
///
/// `@unchecked Sendable`: `lock` (an `NSLock`) guards `stored`.
final class TraitsTestBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// The boxed value; each read and write holds the box's lock.
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
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

/// Runs code once the main queue has drained what was sent to it before.
enum DispatchQueueProbe {
  /// Sends `body` to the main queue, behind everything already there.
  static func afterMainQueueDrains(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: body)
  }
}
