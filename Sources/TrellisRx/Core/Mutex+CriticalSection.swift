import Synchronization

extension Mutex where Value: ~Copyable {
  /// Runs `body` with exclusive access to the protected value, telling the thread
  /// sanitizer about the hand-off (see `SanitizerHints`). Every lock in the core goes
  /// through here rather than `withLock`.
  @inlinable
  package borrowing func criticalSection<Result>(_ body: (inout Value) -> Result) -> Result {
    #if TRELLIS_TSAN
      // The mutex's own address names the lock; the protected value is touched only
      // after the acquire.
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return withLock { value in
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        return body(&value)
      }
    #else
      return withLock { value in body(&value) }
    #endif
  }
}
