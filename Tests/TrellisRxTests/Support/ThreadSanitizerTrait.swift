import Foundation
import Testing

/// Whether this test process was built with the thread sanitizer (its runtime is linked in).
let threadSanitizerIsActive: Bool = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

extension Trait where Self == ConditionTrait {
  /// Skips a test when it runs under the thread sanitizer.
  ///
  /// For tests where real threads make an operator contend on the core's locks
  /// (`RecursiveLock` and the disposables, built on `Synchronization.Mutex`). On Linux a
  /// contended `Mutex` hands over through the kernel, where TSan cannot see the hand-off, so
  /// it reports data races between accesses that are in fact serialized by the lock. These
  /// tests still run, and check their ordering invariants, in the normal build.
  static var notUnderThreadSanitizer: Self {
    .disabled(
      if: threadSanitizerIsActive,
      "contended Synchronization.Mutex is invisible to TSan on Linux (false data races)")
  }
}
