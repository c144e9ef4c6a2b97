import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A re-entrant lock built from `Mutex` and `Atomic`: the thread that holds it may take it
/// again (an operator delivering an event that synchronously feeds the same operator), any
/// other thread waits.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
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
  func performLocked<Result>(_ body: () -> Result) -> Result {
    let me = RecursiveLock.currentThread
    if owner.load(ordering: .relaxed) == me {
      return body()
    }
    return mutex.withLock { _ in
      let address = Unmanaged.passUnretained(self).toOpaque()
      SanitizerHints.acquire?(address)
      owner.store(me, ordering: .relaxed)
      defer {
        owner.store(0, ordering: .relaxed)
        SanitizerHints.release?(address)
      }
      return body()
    }
  }
}

/// Lock hand-offs reported to the thread sanitizer when the process runs under it.
///
/// On Linux `Mutex` waits with raw futex calls, which the sanitizer does not see, so it
/// would report every access a lock guards as a race. Under the sanitizer its runtime
/// exports `__tsan_acquire`/`__tsan_release`; otherwise the hooks are nil and cost a check.
@usableFromInline
enum SanitizerHints {
  @usableFromInline
  typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// Marks the lock at the address as taken by the current thread.
  @usableFromInline
  static let acquire: Hook? = lookup("__tsan_acquire")

  /// Marks the lock at the address as released by the current thread.
  @usableFromInline
  static let release: Hook? = lookup("__tsan_release")

  private static func lookup(_ name: String) -> Hook? {
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else {
      return nil
    }
    return unsafeBitCast(symbol, to: Hook.self)
  }
}
