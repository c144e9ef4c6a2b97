import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A re-entrant lock: the thread that holds it may take it again (a transaction's body
/// running statements), any other thread waits. Every use of a `Database`'s writer
/// connection happens inside it.
///
/// `@unchecked Sendable`: it is a lock; `mutex` is allocated in `init` and never changes,
/// and `owner` is atomic.
final class DatabaseLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// The holding thread's id (0: none), set under `mutex`, read by any thread.
  private let owner = Atomic<UInt>(0)

  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Whether the calling thread holds the lock (it is inside `withLock`).
  var isHeldByCurrentThread: Bool {
    owner.load(ordering: .relaxed) == Self.currentThread
  }

  /// Whether some thread holds the lock.
  var isHeld: Bool {
    owner.load(ordering: .relaxed) != 0
  }

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    return try holding(body)
  }

  /// Thrown by `withLock(until:whenContended:_:)` when another thread held the lock until
  /// the deadline.
  struct TimedOut: Error {}

  /// Runs `body` holding the lock, waiting for it until `deadline` at most; when another
  /// thread holds it, `whenContended` is called (on this thread) before the wait.
  ///
  /// - Throws: `TimedOut` when the lock was not free by `deadline` (`body` did not run),
  ///   or what `body` throws.
  func withLock<Result>(
    until deadline: ContinuousClock.Instant, whenContended: () -> Void,
    _ body: () throws -> Result
  ) throws -> Result {
    if pthread_mutex_trylock(mutex) != 0 {
      whenContended()
      guard lock(until: deadline) else { throw TimedOut() }
    }
    return try holding(body)
  }

  /// Takes the lock, waiting until `deadline` at most; whether it was taken.
  private func lock(until deadline: ContinuousClock.Instant) -> Bool {
    #if canImport(Glibc)
      var end = Self.realtime(at: deadline)
      return pthread_mutex_timedlock(mutex, &end) == 0
    #else
      // No timed lock: try again every millisecond.
      while pthread_mutex_trylock(mutex) != 0 {
        guard ContinuousClock.now < deadline else { return false }
        usleep(1_000)
      }
      return true
    #endif
  }

  /// Runs `body`, the lock just taken, and lets it go after.
  private func holding<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = owner.load(ordering: .relaxed)
    owner.store(Self.currentThread, ordering: .relaxed)
    defer {
      owner.store(outer, ordering: .relaxed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }

  /// `instant` on the realtime clock, as `pthread_mutex_timedlock` takes it.
  private static func realtime(at instant: ContinuousClock.Instant) -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let (seconds, attoseconds) = max(.zero, instant - .now).components
    let nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
    return timespec(
      tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000,
      tv_nsec: nanoseconds % 1_000_000_000)
  }

  /// The calling thread's id as a number.
  private static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }
}
