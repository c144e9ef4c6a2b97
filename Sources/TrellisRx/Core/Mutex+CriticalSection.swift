import Synchronization

extension Mutex where Value: ~Copyable {
  /// Runs `body` with exclusive access to the protected value, telling the thread
  /// sanitizer about the hand-off (see `SanitizerHints`). Every lock in the core goes
  /// through here rather than `withLock`.
  @inlinable
  package borrowing func criticalSection<Result>(_ body: (inout Value) -> Result) -> Result {
    withLock { value in
      withUnsafeMutablePointer(to: &value) { pointer in
        let address = UnsafeMutableRawPointer(pointer)
        SanitizerHints.acquire(address)
        defer { SanitizerHints.release(address) }
        return body(&pointer.pointee)
      }
    }
  }
}
