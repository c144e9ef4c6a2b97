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
/// Not final: `SubjectCore` is a lock with a subject's state, so a subject allocates one
/// object for both.
///
/// `@unchecked Sendable`: its state is a `Mutex` and an `Atomic` (`owner`), both set up in
/// `init`.
@usableFromInline
class RecursiveLock: @unchecked Sendable {
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
  final func performLocked<Result>(_ body: () -> Result) -> Result {
    let me = RecursiveLock.currentThread
    if owner.load(ordering: .relaxed) == me {
      return body()
    }
    return mutex.withLock { _ in
      let address = Unmanaged.passUnretained(self).toOpaque()
      SanitizerHints.acquire(address)
      owner.store(me, ordering: .relaxed)
      defer {
        owner.store(0, ordering: .relaxed)
        SanitizerHints.release(address)
      }
      return body()
    }
  }
}
