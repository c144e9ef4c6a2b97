/// Where `Driver` and `Signal` deliver their events: `make()` gives the main scheduler
/// unless a test has swapped it with `mock`.
public enum SharingScheduler {
  /// Makes the scheduler shared sequences deliver on: a new `MainScheduler` by default,
  /// or the mock installed by `mock(scheduler:action:)` for the duration of its action.
  public static var make: () -> SchedulerType {
    SharingScheduler.$override.get()?.make ?? { MainScheduler() }
  }

  /// Runs `action` with `scheduler` as the scheduler that drivers and signals built during
  /// `action` deliver on; a test passes its `TestScheduler` to run them in virtual time.
  ///
  /// The mock holds for code running in `action` — on its thread and in tasks it creates —
  /// so tests that mock in parallel do not see each other's schedulers. Not for release
  /// code.
  public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with `makeScheduler` making the scheduler that drivers and signals
  /// built during `action` deliver on. See `mock(scheduler:action:)`.
  public static func mock(
    makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void
  ) rethrows {
    try SharingScheduler.$override.withValue(
      SharingSchedulerFactory(make: makeScheduler), operation: action)
  }

  /// The mock in force for the current task or thread, if any.
  @TaskLocal static var override: SharingSchedulerFactory?
}

/// Holds the scheduler factory a `SharingScheduler.mock` installs.
///
/// `@unchecked Sendable`: `make` never changes; the closure is not checked, so it must be
/// safe to call from every task that inherits the mock.
final class SharingSchedulerFactory: @unchecked Sendable {
  let make: () -> SchedulerType

  init(make: @escaping () -> SchedulerType) {
    self.make = make
  }
}
