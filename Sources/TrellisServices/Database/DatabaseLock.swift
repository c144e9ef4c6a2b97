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
    let outer = owner.load(ordering: .relaxed)
    owner.store(Self.currentThread, ordering: .relaxed)
    defer {
      owner.store(outer, ordering: .relaxed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
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
