import Synchronization

/// A one-way flag: set once when an observer receives its terminal event.
@usableFromInline
final class StopFlag: @unchecked Sendable {
  @usableFromInline
  let stopped = Atomic<Bool>(false)

  @inlinable
  init() {}

  /// Whether the flag is set.
  @inlinable
  var isStopped: Bool {
    stopped.load(ordering: .relaxed)
  }

  /// Sets the flag; true only for the call that set it.
  @inlinable
  func stop() -> Bool {
    !stopped.exchange(true, ordering: .acquiringAndReleasing)
  }
}
