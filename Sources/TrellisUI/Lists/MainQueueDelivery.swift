import Dispatch
import Synchronization
import TrellisRx

/// Runs a binding's work on the main thread, in order: at once when called there and none
/// of this binding's earlier work is still queued, otherwise through the main queue.
///
/// This is the main scheduler's contract with the order kept per binding rather than for
/// the whole program: work that another binding queued on the main queue does not make this
/// one wait, while this binding's own elements never overtake each other.
final class MainQueueDelivery: Sendable {
  private let queued = Atomic<Int>(0)

  /// Runs `work` on the main thread: now if possible, else after this binding's queued work.
  func run(_ work: @escaping () -> Void) {
    if queued.load(ordering: .acquiring) == 0 && MainScheduler.isMainThread {
      work()
      return
    }
    queued.wrappingAdd(1, ordering: .acquiringAndReleasing)
    // Handed to the main queue, which runs it once: the main scheduler's contract.
    nonisolated(unsafe) let work = work
    DispatchQueue.main.async {
      work()
      self.queued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
  }
}
