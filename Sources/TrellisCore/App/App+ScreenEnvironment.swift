import Dispatch
import TrellisRx

extension App {
  /// An environment for the app's screens, to pass to
  /// ``start(target:scheduler:environment:route:)``: it resolves every one of the app's
  /// services (each plugin's screens still get only what their manifest declares), delivers
  /// on `mainScheduler` and works on `backgroundScheduler`. Tests pass a `TestScheduler` as
  /// both to run the screens in virtual time.
  public func screenEnvironment(
    mainScheduler: SchedulerType = MainScheduler.instance,
    backgroundScheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  ) -> ScreenEnvironment {
    ScreenEnvironment(
      services: services, mainScheduler: mainScheduler, backgroundScheduler: backgroundScheduler)
  }
}
