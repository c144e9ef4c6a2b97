import Synchronization
import TrellisRx

/// Runs at most `limit` pieces of work at once; the rest wait in line, first come first
/// served. Disposing a waiting piece takes it out of the line; disposing a running one
/// disposes its work and lets the next start.
///
/// Thread-safe (`@unchecked Sendable`): the line and the running count are guarded by
/// `state`, a `Mutex`; work is started outside the lock.
final class DownloadLimiter: @unchecked Sendable {
  /// The most pieces running at once.
  let limit: Int

  private final class Waiter {
    let start: () -> Void
    init(start: @escaping () -> Void) { self.start = start }
  }

  private struct State {
    var running = 0
    var line: [Waiter] = []
  }

  private let state = Mutex(State())

  /// A limiter running at most `limit` (at least 1) at once.
  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// How many pieces run now, and how many wait.
  var load: (running: Int, waiting: Int) {
    state.criticalSection { ($0.running, $0.line.count) }
  }

  /// `work`, started when a slot is free; the slot is freed when it succeeds, fails or is
  /// disposed.
  func run<Element: Sendable>(_ work: Single<Element>) -> Single<Element> {
    Single<Element>.create { [self] observer in
      let subscription = SerialDisposable()
      let released = Atomic(false)
      let release: () -> Void = { [self] in
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        finish()
      }
      let waiter = Waiter {
        subscription.disposable = work.subscribe { result in
          release()
          observer(result)
        }
      }
      let startsNow = state.criticalSection { state -> Bool in
        guard state.running < limit else {
          state.line.append(waiter)
          return false
        }
        state.running += 1
        return true
      }
      if startsNow { waiter.start() }
      return Disposables.create { [self] in
        let wasWaiting = state.criticalSection { state -> Bool in
          guard let index = state.line.firstIndex(where: { $0 === waiter }) else { return false }
          state.line.remove(at: index)
          return true
        }
        if !wasWaiting {
          subscription.dispose()
          release()
        }
      }
    }
  }

  /// A running piece ended: start the next in line, or free the slot.
  private func finish() {
    let next = state.criticalSection { state -> Waiter? in
      guard !state.line.isEmpty else {
        state.running -= 1
        return nil
      }
      return state.line.removeFirst()
    }
    next?.start()
  }
}
