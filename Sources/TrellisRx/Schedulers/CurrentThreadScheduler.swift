import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on the current thread, as a trampoline: the outermost `schedule` runs its
/// action at once and then drains whatever that action scheduled, in order; nested calls
/// only enqueue. This keeps recursion flat (`Observable.from(bigArray)` does not grow the
/// stack) and gives RxSwift's interleaving of synchronous sequences (`merge(of(1,2), of(3,4))`
/// emits 1, 3, 2, 4).
///
/// `@unchecked Sendable`: it has no stored state; each thread's queue lives in that
/// thread's own storage (`key`).
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  @usableFromInline
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(
      status == 0, "pthread_key_create failed (\(status)); the process is out of thread keys")
    return key
  }()

  /// The marker stored while a trampoline runs on this thread and nothing is queued yet.
  @inlinable
  static var activeMarker: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }

  private init() {}

  /// Whether a call to `schedule` on this thread would run at once (no trampoline is active).
  @inlinable
  public static var isScheduleRequired: Bool {
    pthread_getspecific(key) == nil
  }

  /// Becomes this thread's trampoline: runs `body`, then drains what it scheduled.
  /// Only call it when `isScheduleRequired` is true.
  @usableFromInline
  static func trampoline(_ body: () -> Disposable) -> Disposable {
    pthread_setspecific(key, activeMarker)
    defer { pthread_setspecific(key, nil) }
    let disposable = body()
    instance.drain()
    return disposable
  }

  /// Runs `action` now if no trampoline is active on this thread, then drains the queue;
  /// otherwise enqueues it behind the running action.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let key = Self.key
    guard let current = pthread_getspecific(key) else {
      return Self.trampoline { action(state) }
    }
    let queue: TrampolineQueue
    if current == Self.activeMarker {
      queue = TrampolineQueue()
      pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
    } else {
      queue = Unmanaged<TrampolineQueue>.fromOpaque(current).takeUnretainedValue()
    }
    let item = ScheduledItem(state: state, action: action)
    queue.items.enqueue(item)
    return item
  }

  private func drain() {
    guard let current = pthread_getspecific(Self.key), current != Self.activeMarker else {
      return
    }
    let queue = Unmanaged<TrampolineQueue>.fromOpaque(current)
    let items = queue.takeUnretainedValue()
    while let item = items.items.dequeue() {
      if !item.isDisposed { item.invoke() }
    }
    pthread_setspecific(Self.key, Self.activeMarker)
    queue.release()
  }
}

/// The items waiting on one thread's trampoline.
final class TrampolineQueue {
  @exclusivity(unchecked)
  var items = Queue<ScheduledItemType>()
}
