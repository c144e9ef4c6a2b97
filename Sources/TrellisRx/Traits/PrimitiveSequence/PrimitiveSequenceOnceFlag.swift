import Synchronization

/// A one-way flag for "only the first of these counts": the trait subscribers' single
/// result and the async bridges' single resumption.
///
/// `@unchecked Sendable`: its one property, `raised`, is an `Atomic`.
final class PrimitiveSequenceOnceFlag: @unchecked Sendable {
  private let raised = Atomic<Bool>(false)

  /// Raises the flag; true only for the call that raised it.
  func raise() -> Bool {
    !raised.exchange(true, ordering: .acquiringAndReleasing)
  }
}
