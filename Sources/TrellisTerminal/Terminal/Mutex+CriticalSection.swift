import Synchronization

extension Mutex where Value: ~Copyable {
  /// Runs `body` with exclusive access to the protected value, telling the thread
  /// sanitizer about the hand-off. Every lock in this module goes through here rather than
  /// `withLock`.
  ///
  /// On Linux `Mutex` waits with raw futex calls, which the sanitizer does not see, so it
  /// reports every access a contended lock guards as a race. `make test-tsan` builds with
  /// `-DTRELLIS_TSAN`, which turns the hints on; in every other build this is `withLock`.
  /// TrellisRx has the same helper for the modules above it (this module knows no Rx);
  /// this copy is internal, so the two never meet.
  @inline(__always)
  borrowing func criticalSection<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    #if TRELLIS_TSAN
      // The mutex's own address names the lock; the protected value is touched only
      // after the acquire.
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { value throws(Failure) in
        __tsan_acquire(address)
        defer { __tsan_release(address) }
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
  @inline(__always)
  borrowing func criticalSection<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    #if TRELLIS_TSAN
      let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
      return try withLock { _ throws(Failure) in
        __tsan_acquire(address)
        defer { __tsan_release(address) }
        return try body()
      }
    #else
      return try withLock { _ throws(Failure) in try body() }
    #endif
  }
}

#if TRELLIS_TSAN
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("__tsan_acquire")
  private func __tsan_acquire(_ address: UnsafeMutableRawPointer)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("__tsan_release")
  private func __tsan_release(_ address: UnsafeMutableRawPointer)
#endif
