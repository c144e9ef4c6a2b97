import Dispatch
import TrellisRx

extension SettingsSection {
  /// Where ``saving(_:_:on:)`` writes by default: one serial queue for every section, so
  /// saves land in the order they were asked for.
  static let saveQueue = DispatchQueue(label: "trellis.settings", qos: .utility)

  /// `set(key, value)` as a `Completable` run on `scheduler` (one serial queue of
  /// the settings' by default): a key handler that remembers the user's choice never writes settings.json on
  /// the main thread. Completes once saved; fails with the `SettingsError` of `set`.
  ///
  /// ```swift
  /// section.saving("source", "local")
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onError: { notifier.error($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  public func saving<Value: Encodable & Sendable>(
    _ key: String, _ value: Value, on scheduler: ImmediateSchedulerType? = nil
  ) -> Completable {
    let section = self
    return Completable.deferred {
      try section.set(key, value)
      return .empty()
    }
    .subscribe(on: scheduler ?? SerialDispatchQueueScheduler(serialQueue: Self.saveQueue))
  }
}
