/// Lock hand-offs reported to the thread sanitizer.
///
/// On Linux `Mutex` waits with raw futex calls, which the sanitizer does not see, so it
/// would report every access a lock guards as a race. `make test-tsan` builds with
/// `-DTRELLIS_TSAN`, which turns these hints on; in every other build they compile to
/// nothing.
@usableFromInline
enum SanitizerHints {
  /// Marks the lock at `address` as taken by the current thread.
  @inlinable
  @inline(__always)
  static func acquire(_ address: UnsafeMutableRawPointer) {
    #if TRELLIS_TSAN
      __tsan_acquire(address)
    #endif
  }

  /// Marks the lock at `address` as released by the current thread.
  @inlinable
  @inline(__always)
  static func release(_ address: UnsafeMutableRawPointer) {
    #if TRELLIS_TSAN
      __tsan_release(address)
    #endif
  }
}

#if TRELLIS_TSAN
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @usableFromInline
  @_silgen_name("__tsan_acquire")
  func __tsan_acquire(_ address: UnsafeMutableRawPointer)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  @usableFromInline
  @_silgen_name("__tsan_release")
  func __tsan_release(_ address: UnsafeMutableRawPointer)
#endif
