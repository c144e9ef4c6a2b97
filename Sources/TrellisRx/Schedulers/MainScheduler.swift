import Dispatch
import Foundation
import Synchronization

/// The main thread's scheduler. Work scheduled from the main thread while nothing else is
/// queued runs at once; otherwise it goes to the main queue.
///
/// On Linux the main queue drains only inside `dispatchMain()` or a running `RunLoop`:
/// an app's run loop does that; tests pump `RunLoop.main` or use virtual time.
///
/// `@unchecked Sendable`: `enqueued` is an `Atomic`; the rest is the immutable
/// `configuration`.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  private let enqueued = Atomic<Int>(0)

  /// The shared instance: runs at once on the main thread when it can.
  public static let instance = MainScheduler()

  /// A scheduler that always goes through the main queue, even from the main thread.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

  /// Creates a main-thread scheduler; use `instance`.
  public init() {
    super.init(serialQueue: DispatchQueue.main)
  }

  /// Marks the main queue, so work running on it is recognised even where it does not run
  /// on the main thread: on Linux, after `dispatchMain()` (an `async` main, Swift Testing),
  /// main-queue blocks run on a worker thread while the main thread stays parked.
  private static let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()

  /// Whether the caller is on the main thread or running work from the main queue.
  public static var isMainThread: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
  }

  /// Traps with `errorMessage` unless called on the main thread or from the main queue.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    precondition(
      isMainThread,
      errorMessage ?? "Executing on a background thread; this must run on the main thread.")
  }

  /// Traps with `errorMessage` unless called on the main thread or from the main queue.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    ensureRunningOnMainThread(errorMessage: errorMessage)
  }

  override func scheduleInternal<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let previous = enqueued.wrappingAdd(1, ordering: .relaxed).oldValue
    if previous == 0 && Self.isMainThread {
      let disposable = action(state)
      enqueued.wrappingSubtract(1, ordering: .relaxed)
      return disposable
    }
    let cancel = SingleAssignmentDisposable()
    // The scheduler contract: `state` and `action` are handed to the queue, which runs them once.
    nonisolated(unsafe) let (state, action) = (state, action)
    configuration.queue.async {
      defer { self.enqueued.wrappingSubtract(1, ordering: .relaxed) }
      if !cancel.isDisposed {
        cancel.setDisposable(action(state))
      }
    }
    return cancel
  }
}
