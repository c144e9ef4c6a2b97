import Synchronization

@usableFromInline
let resourceCount = Atomic<Int32>(0)

/// Counts live reactive resources (observables, sinks, subjects, disposables) in debug
/// builds, so tests can show that disposing a subscription returns the count to where it was.
/// In release builds the count is not kept and `total` is always 0. The shape is RxSwift's
/// (`total` is an `Int32`; `incrementTotal()`/`decrementTotal()` return the new count).
public enum Resources {
  /// The number of live resources (debug builds only).
  public static var total: Int32 {
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

  /// Counts one more live resource and returns the new `total`, as RxSwift's does (in
  /// release builds nothing is counted and it returns 0).
  @discardableResult
  public static func incrementTotal() -> Int32 {
    #if DEBUG
      return resourceCount.wrappingAdd(1, ordering: .relaxed).newValue
    #else
      return 0
    #endif
  }

  /// Counts one fewer live resource and returns the new `total`, as RxSwift's does (in
  /// release builds nothing is counted and it returns 0).
  @discardableResult
  public static func decrementTotal() -> Int32 {
    #if DEBUG
      return resourceCount.wrappingSubtract(1, ordering: .relaxed).newValue
    #else
      return 0
    #endif
  }
}

@usableFromInline
let serialDispatchQueueObservableCount = Atomic<Int32>(0)

extension Resources {
  /// The number of live `observe(on:)` observables that deliver on a
  /// `SerialDispatchQueueScheduler` (debug builds only; 0 in release builds), as RxSwift
  /// counts them: each such observable counts from when it is made until it is released,
  /// whether or not anyone subscribed. Not part of `total`.
  public static var numberOfSerialDispatchQueueObservables: Int32 {
    serialDispatchQueueObservableCount.load(ordering: .relaxed)
  }
}

/// Held by each `observe(on:)` observable on a serial dispatch-queue scheduler, so
/// `Resources.numberOfSerialDispatchQueueObservables` counts it while it lives.
@usableFromInline
final class SerialDispatchQueueObservableCounter: Sendable {
  @usableFromInline
  init() {
    #if DEBUG
      serialDispatchQueueObservableCount.wrappingAdd(1, ordering: .relaxed)
    #endif
  }

  deinit {
    #if DEBUG
      serialDispatchQueueObservableCount.wrappingSubtract(1, ordering: .relaxed)
    #endif
  }
}
