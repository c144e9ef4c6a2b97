import Dispatch
import TrellisRx

/// What a screen factory gets besides its route match: the services, and the schedulers to
/// use — never the terminal or the navigator. Tests pass a `TestScheduler` as
/// `mainScheduler` to run screens in virtual time.
public struct ScreenEnvironment {
  /// The app's services (and those plugins provide).
  public let services: ServiceContainer
  /// Where UI work and navigation happen: `MainScheduler.instance` in an app.
  public let mainScheduler: SchedulerType
  /// Where background work (I/O, parsing) runs.
  public let backgroundScheduler: SchedulerType

  /// An environment with `services`, delivering on `mainScheduler` (the main scheduler by
  /// default) and working on `backgroundScheduler` (a concurrent queue by default).
  public init(
    services: ServiceContainer,
    mainScheduler: SchedulerType = MainScheduler.instance,
    backgroundScheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  ) {
    self.services = services
    self.mainScheduler = mainScheduler
    self.backgroundScheduler = backgroundScheduler
  }
}
