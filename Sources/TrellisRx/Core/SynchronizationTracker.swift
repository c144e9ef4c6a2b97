import Foundation
import Synchronization

/// Notices, in debug builds, two threads sending events into one observer at the same time.
///
/// The observable contract is `next* (error | completed)?`, delivered one event at a time.
/// A subject or a `create` observer fed from two threads without synchronizing breaks it,
/// and what subscribers then see depends on thread timing. RxSwift reports this in debug
/// builds; so does TrellisRx, through `Hooks.synchronizationAnomalyHandler`. A thread
/// re-entering while it is already inside (an observer that feeds its own subject) is not
/// reported: that is ordering, not a race.
///
/// One word of state: the thread inside, or 0. Release builds never touch it.
@usableFromInline
struct SynchronizationTracker: ~Copyable {
  @usableFromInline
  let inside = Atomic<UInt>(0)

  @inlinable
  init() {}

  /// Records that the current thread is delivering an event; reports a different thread
  /// already inside. Returns whether this call entered (and so must `leave()`).
  @inlinable
  func enter(_ owner: @autoclosure () -> String) -> Bool {
    let me = RecursiveLock.currentThread
    let (entered, current) = inside.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if entered { return true }
    if current != me { Hooks.reportSynchronizationAnomaly(in: owner()) }
    return false
  }

  /// Records that the thread that entered has finished delivering.
  @inlinable
  func leave() {
    inside.store(0, ordering: .releasing)
  }
}

extension Hooks {
  /// Called, in debug builds, with a description of a sequence into which two threads sent
  /// events at the same time. By default it prints a warning to standard error.
  public typealias SynchronizationAnomalyHandler = (_ description: String) -> Void

  private static let anomalyHandler = Mutex<SynchronizationAnomalyHandler>({ description in
    FileHandle.standardError.write(
      Data(
        """
        Warning: two threads sent events into \(description) at the same time. Events must \
        arrive one at a time; serialize them (for example with observe(on:) onto a serial \
        scheduler) before they reach it.

        """.utf8))
  })

  /// What happens when two threads send events into one subject or `create` observer at
  /// once (debug builds only).
  public static var synchronizationAnomalyHandler: SynchronizationAnomalyHandler {
    get { anomalyHandler.criticalSection { $0 } }
    set { anomalyHandler.criticalSection { $0 = newValue } }
  }

  @usableFromInline
  static func reportSynchronizationAnomaly(in description: String) {
    synchronizationAnomalyHandler(description)
  }
}
