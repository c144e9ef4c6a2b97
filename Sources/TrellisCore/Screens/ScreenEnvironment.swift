import Dispatch
import TrellisRx

/// What a screen factory gets besides its route match: the services, and the schedulers to
/// use — never the terminal or the navigator. Tests pass a `TestScheduler` as
/// `mainScheduler` to run screens in virtual time.
public struct ScreenEnvironment {
  /// The services the screen may resolve: for a plugin's screen, those its manifest
  /// declares (see ``ServiceResolver``).
  public let services: ServiceResolver
  /// Where UI work and navigation happen: `MainScheduler.instance` in an app (in debug builds
  /// wrapped so that blocking I/O in the work it runs is reported; see `MainThreadIO`).
  public let mainScheduler: SchedulerType
  /// Where background work (I/O, parsing) runs.
  public let backgroundScheduler: SchedulerType

  /// An environment with `services`, delivering on `mainScheduler` (the main scheduler by
  /// default) and working on `backgroundScheduler` (a concurrent queue by default). It
  /// resolves every service: the app's and the framework's alone (a plugin's screens get
  /// their plugin's).
  package init(
    services: ServiceContainer,
    mainScheduler: SchedulerType = MainScheduler.instance,
    backgroundScheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  ) {
    self.services = ServiceResolver(services)
    #if DEBUG
      // Its work is interactive: main-thread I/O in it is reported.
      self.mainScheduler = InteractiveScheduler(base: mainScheduler)
    #else
      self.mainScheduler = mainScheduler
    #endif
    self.backgroundScheduler = backgroundScheduler
  }

  private init(
    resolver: ServiceResolver, mainScheduler: SchedulerType, backgroundScheduler: SchedulerType
  ) {
    services = resolver
    self.mainScheduler = mainScheduler
    self.backgroundScheduler = backgroundScheduler
  }

  /// The same environment with `services` as what its screens may resolve.
  func scoped(to services: ServiceResolver) -> ScreenEnvironment {
    ScreenEnvironment(
      resolver: services, mainScheduler: mainScheduler, backgroundScheduler: backgroundScheduler)
  }
}
