import Synchronization

extension Mutex where Value: ~Copyable {
  /// Runs `body` with exclusive access to the protected value, telling the thread
  /// sanitizer about the hand-off (see `SanitizerHints`). Every lock in Trellis and its
  /// plugins goes through here rather than `withLock` (TrellisTerminal, which knows no Rx,
  /// has its own copy); a lock taken with `withLock` looks to the sanitizer like no lock at
  /// all. Public, because the plugins and TrellisImages are built in packages of their own
  /// (Products/) and use it too.
  @inlinable
  public borrowing func criticalSection<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The lock is what keeps the value safe, not the regions of Swift 6's checker: what the
    // body takes out of the value or leaves in it is Trellis's own hand-off, as in RxSwift.
    nonisolated(unsafe) let body = body
    #if TRELLIS_TSAN
      // The mutex's own address names the lock; the protected value is touched only
      // after the acquire.
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { (value: inout sending Value) throws(Failure) -> sending Result in
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        // What the body returns leaves the lock as the caller's own value.
        nonisolated(unsafe) let result = try body(&value)
        return result
      }
    #else
      return try withLock { (value: inout sending Value) throws(Failure) -> sending Result in
        // What the body returns leaves the lock as the caller's own value.
        nonisolated(unsafe) let result = try body(&value)
        return result
      }
    #endif
  }
}

extension Mutex where Value == Void {
  /// `criticalSection` for a lock that guards no value of its own, only a stretch of code.
  ///
  /// The body never sees the empty value: the sanitizer checks an access to a zero-sized
  /// value at whatever address is at hand, often another live object, and reports a race
  /// that is not there.
  @inlinable
  public borrowing func criticalSection<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The lock keeps what the body touches safe (see the overload above).
    nonisolated(unsafe) let body = body
    #if TRELLIS_TSAN
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { _ throws(Failure) -> sending Result in
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        // What the body returns leaves the lock as the caller's own value.
        nonisolated(unsafe) let result = try body()
        return result
      }
    #else
      return try withLock { _ throws(Failure) -> sending Result in
        // What the body returns leaves the lock as the caller's own value.
        nonisolated(unsafe) let result = try body()
        return result
      }
    #endif
  }
}

extension Mutex {
  /// A lock around `value`, which the caller made from its own values: from here on the lock
  /// is the only way to it. (Swift 6's checker cannot see that the caller keeps no other
  /// reference, so this says it.)
  @inlinable
  public init(guarding value: Value) {
    // The caller keeps no other reference: the lock is the only way in.
    nonisolated(unsafe) let handedOver = value
    self.init(handedOver)
  }
}
