import Synchronization

/// A disposable that disposes the disposable it wraps on a given scheduler, as RxSwift's:
/// for a resource that must be released on its own queue or thread.
///
/// `@unchecked Sendable`: `inner` (a `Mutex`) guards the wrapped disposable.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  /// The scheduler the wrapped disposable is disposed on.
  public let scheduler: ImmediateSchedulerType

  /// The wrapped disposable until it has been disposed; nil afterwards.
  private let inner: Mutex<Disposable?>

  /// Wraps `disposable`, to be disposed on `scheduler` when this one is disposed.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.inner = Mutex(guarding: disposable)
  }

  /// Whether the wrapped disposable has been disposed: true once the work scheduled by
  /// `dispose()` has run on the scheduler, not as soon as `dispose()` returns.
  public var isDisposed: Bool {
    inner.criticalSection { $0 == nil }
  }

  /// Schedules the disposal of the wrapped disposable on the scheduler and returns; the
  /// wrapped disposable is disposed there, once, however often this is called.
  public func dispose() {
    _ = scheduler.schedule(self) { this in
      this.disposeInner()
      return Disposables.create()
    }
  }

  /// Disposes the wrapped disposable the first time it is called.
  private func disposeInner() {
    let disposable = inner.criticalSection { inner -> Disposable? in
      defer { inner = nil }
      return inner
    }
    disposable?.dispose()
  }
}
