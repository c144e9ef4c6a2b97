import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A re-entrant lock built from `Mutex` and `Atomic`: the thread that holds it may take it
/// again (an operator delivering an event that synchronously feeds the same operator), any
/// other thread waits.
///
/// A value that cannot be copied, stored inline in the object it guards: a sink or subject
/// with a lock is one allocation, not two.
@usableFromInline
struct RecursiveLock: ~Copyable, @unchecked Sendable {
  @usableFromInline
  let mutex = Mutex<Void>(())
  @usableFromInline
  let owner = Atomic<UInt>(0)

  @inlinable
  init() {}

  @inlinable
  static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Runs `body` holding the lock.
  @inlinable
  borrowing func performLocked<Result>(_ body: () -> Result) -> Result {
    let me = RecursiveLock.currentThread
    if owner.load(ordering: .relaxed) == me {
      return body()
    }
    return mutex.withLock { _ in
      #if TRELLIS_TSAN
        // The owner word's address names the lock for the thread sanitizer.
        let address = withUnsafePointer(to: owner) { UnsafeMutableRawPointer(mutating: $0) }
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
      #endif
      owner.store(me, ordering: .relaxed)
      defer { owner.store(0, ordering: .relaxed) }
      return body()
    }
  }
}
