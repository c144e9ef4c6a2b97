import Synchronization

@usableFromInline
let resourceCount = Atomic<Int>(0)

/// Counts live reactive resources (observables, sinks, subjects, disposables) in debug
/// builds, so tests can show that disposing a subscription returns the count to where it was.
/// In release builds the count is not kept and `total` is always 0.
public enum Resources {
  /// The number of live resources (debug builds only).
  public static var total: Int {
    resourceCount.load(ordering: .relaxed)
  }

  /// Counts one more live resource (debug builds only).
  @inlinable
  public static func increment() {
    #if DEBUG
      resourceCount.wrappingAdd(1, ordering: .relaxed)
    #endif
  }

  /// Counts one fewer live resource (debug builds only).
  @inlinable
  public static func decrement() {
    #if DEBUG
      resourceCount.wrappingSubtract(1, ordering: .relaxed)
    #endif
  }
}
