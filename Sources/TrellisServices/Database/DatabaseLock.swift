import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A re-entrant lock with a lease: the thread that holds it may take it again (a
/// transaction's body running statements), any other thread waits. Every use of a
/// `Database`'s writer connection happens inside it.
///
/// A hold may be leased (`lease(until:owner:revoke:)`: a namespace's transaction): once the
/// lease has ended, a thread waiting for the lock takes it away while the holder runs its
/// caller's code (`runCallerCode`, never in the middle of a statement), after running the
/// lease's `revoke` (the rollback) as the new holder. The old holder's later calls in that
/// hold (`withLock`, `checkNotRevoked`) throw `Revoked`, until its frames have unwound. A
/// holder that comes back to the lock after its lease ended revokes its own hold the same way.
///
/// `@unchecked Sendable`: `condition` (an `NSCondition`) guards every stored property.
final class DatabaseLock: @unchecked Sendable {
  /// Thrown by `withLock(until:whenContended:_:)` when another thread held the lock until
  /// the deadline.
  struct TimedOut: Error {}

  /// Thrown to a thread whose hold was taken away when its lease ended.
  struct Revoked: Error {
    /// The namespace whose lease it was, and its limit.
    let owner: String
    let limit: Duration
  }

  /// A hold's lease: when it ends, and how to undo the holder's work.
  private struct Lease {
    var end: ContinuousClock.Instant
    let owner: String
    let limit: Duration
    let revoke: () -> Void
  }

  private let condition = NSCondition()
  private var holder: UInt = 0
  private var depth = 0
  private var lease: Lease?
  /// The depths at which the holder runs its caller's code (innermost last).
  private var callerDepths: [Int] = []
  /// Threads whose hold was revoked, with the frames they still have to unwind.
  private var revoked: [UInt: (frames: Int, reason: Revoked)] = [:]

  /// Whether the calling thread holds the lock (it is inside `withLock`).
  var isHeldByCurrentThread: Bool {
    locked { holder == Self.currentThread }
  }

  /// Whether some thread holds the lock.
  var isHeld: Bool {
    locked { holder != 0 }
  }

  /// Runs `body` holding the lock, waiting as long as it takes.
  ///
  /// - Throws: `Revoked` inside a revoked hold; what `body` throws.
  func withLock<Result>(_ body: () throws -> Result) throws -> Result {
    try withLock(until: nil, whenContended: {}, body)
  }

  /// Runs `body` holding the lock, waiting for it until `deadline` at most (none: no end);
  /// when another thread holds it, `whenContended` is called (on this thread) before the
  /// wait.
  ///
  /// - Throws: `TimedOut` when the lock was not free by `deadline` (`body` did not run);
  ///   `Revoked` inside a revoked hold; what `body` throws.
  func withLock<Result>(
    until deadline: ContinuousClock.Instant?, whenContended: () -> Void,
    _ body: () throws -> Result
  ) throws -> Result {
    try acquire(until: deadline, whenContended: whenContended)
    defer { release() }
    return try body()
  }

  /// Leases the calling thread's hold until `end`, for `owner`; `revoke` undoes its work
  /// when the lease is taken away (run by the thread taking the lock, holding it).
  func lease(
    until end: ContinuousClock.Instant, owner: String, limit: Duration,
    revoke: @escaping () -> Void
  ) {
    locked {
      guard holder == Self.currentThread, lease == nil else { return }
      lease = Lease(end: end, owner: owner, limit: limit, revoke: revoke)
    }
  }

  /// Moves the end of the calling thread's lease `pause` later (it waited for another
  /// program's lock that long).
  func postponeLease(by pause: Duration) {
    locked {
      guard holder == Self.currentThread else { return }
      if let current = lease { lease?.end = current.end + pause }
    }
  }

  /// Runs `body`, the caller's code inside a hold: while it runs, a waiting thread may
  /// take a hold whose lease ended.
  func runCallerCode<Result>(_ body: () throws -> Result) rethrows -> Result {
    let me = Self.currentThread
    let pushed = locked {
      guard holder == me else { return false }
      callerDepths.append(depth)
      condition.broadcast()
      return true
    }
    defer {
      if pushed {
        locked {
          if holder == me, !callerDepths.isEmpty { callerDepths.removeLast() }
        }
      }
    }
    return try body()
  }

  /// Throws `Revoked` when the calling thread's hold was taken away and it is still inside
  /// it, or when its leased hold has ended (revoking it).
  func checkNotRevoked() throws {
    condition.lock()
    let me = Self.currentThread
    if let entry = revoked[me] {
      condition.unlock()
      throw entry.reason
    }
    if holder == me, let lease, ContinuousClock.now >= lease.end {
      condition.unlock()
      throw revokeOwnHold(lease)
    }
    condition.unlock()
  }

  /// Takes the lock (see `withLock(until:whenContended:_:)`).
  private func acquire(until deadline: ContinuousClock.Instant?, whenContended: () -> Void)
    throws
  {
    let me = Self.currentThread
    condition.lock()
    if let entry = revoked[me] {
      condition.unlock()
      throw entry.reason
    }
    if holder == me {
      if let lease, ContinuousClock.now >= lease.end {
        condition.unlock()
        throw revokeOwnHold(lease)
      }
      depth += 1
      condition.unlock()
      return
    }
    if holder != 0 {
      condition.unlock()
      whenContended()
      condition.lock()
    }
    while holder != 0 {
      let now = ContinuousClock.now
      if let lease, now >= lease.end, callerDepths.last == depth {
        takeAway(lease, from: holder, by: me)
        condition.unlock()
        lease.revoke()
        return
      }
      if let deadline, now >= deadline {
        condition.unlock()
        throw TimedOut()
      }
      var wake = deadline ?? now + .seconds(3_600)
      if let lease, lease.end > now { wake = min(wake, lease.end) }
      _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(wake - now)))
    }
    holder = me
    depth = 1
    condition.unlock()
  }

  /// Lets one level of the hold go (or one frame of a revoked hold unwind).
  private func release() {
    let me = Self.currentThread
    locked {
      if holder != me, let entry = revoked[me] {
        if entry.frames > 1 {
          revoked[me] = (frames: entry.frames - 1, reason: entry.reason)
        } else {
          revoked[me] = nil
        }
        return
      }
      depth -= 1
      if depth == 0 {
        holder = 0
        lease = nil
        callerDepths = []
      }
      condition.broadcast()
    }
  }

  /// Marks `old`'s hold as revoked and gives the lock to `new` (the lock's mutex held).
  private func takeAway(_ lease: Lease, from old: UInt, by new: UInt) {
    revoked[old] = (frames: depth, reason: Revoked(owner: lease.owner, limit: lease.limit))
    self.lease = nil
    callerDepths = []
    holder = new
    depth = 1
  }

  /// Undoes the calling thread's own hold whose lease ended and lets the lock go; returns
  /// the error to throw.
  private func revokeOwnHold(_ lease: Lease) -> Revoked {
    lease.revoke()
    let reason = Revoked(owner: lease.owner, limit: lease.limit)
    locked {
      revoked[Self.currentThread] = (frames: depth, reason: reason)
      self.lease = nil
      callerDepths = []
      holder = 0
      depth = 0
      condition.broadcast()
    }
    return reason
  }

  /// Runs `body` holding `condition`'s mutex.
  private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    condition.lock()
    defer { condition.unlock() }
    return try body()
  }

  /// `duration` in seconds, for `NSCondition.wait(until:)`.
  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return max(0, TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
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
