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
    #if TRELLIS_TSAN
      // The mutex's own address names the lock; the protected value is touched only
      // after the acquire.
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { value throws(Failure) in
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        return try body(&value)
      }
    #else
      return try withLock { value throws(Failure) in try body(&value) }
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
    #if TRELLIS_TSAN
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { _ throws(Failure) in
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        return try body()
      }
    #else
      return try withLock { _ throws(Failure) in try body() }
    #endif
  }
}
