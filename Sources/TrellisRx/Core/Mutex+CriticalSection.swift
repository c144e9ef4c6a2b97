import Synchronization

extension Mutex where Value: ~Copyable {
  /// Runs `body` with exclusive access to the protected value, telling the thread
  /// sanitizer about the hand-off (see `SanitizerHints`). Every lock in the package goes
  /// through here rather than `withLock` (TrellisTerminal, which knows no Rx, has its own
  /// copy); a lock taken with `withLock` looks to the sanitizer like no lock at all.
  @inlinable
  package borrowing func criticalSection<Result, Failure: Error>(
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
