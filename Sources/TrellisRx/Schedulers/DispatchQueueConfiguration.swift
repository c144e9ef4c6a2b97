import Dispatch
import Foundation
import Synchronization

/// Scheduling on a dispatch queue, shared by the dispatch-queue schedulers: immediate work
/// with `async`, delayed and periodic work with timer sources that cancellation releases.
///
/// `@unchecked Sendable`: immutable (`queue`, `leeway`).
struct DispatchQueueConfiguration: @unchecked Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
    let cancel = SingleAssignmentDisposable()
    // The scheduler contract: `state` and `action` are handed to the queue, which runs them once.
    nonisolated(unsafe) let (state, action) = (state, action)
    queue.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(action(state))
    }
    return cancel
  }

  func scheduleRelative<State>(
    _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable
  ) -> Disposable {
    let result = CompositeDisposable()
    let timer = TimerHolder(DispatchSource.makeTimerSource(queue: queue))
    timer.source?.schedule(deadline: .now() + dueTime, leeway: leeway)
    timer.source?.setEventHandler {
      if result.isDisposed { return }
      _ = result.insert(action(state))
      timer.cancel()
    }
    timer.source?.resume()
    _ = result.insert(Disposables.create(with: timer.cancel))
    return result
  }

  func schedulePeriodic<State>(
    _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (State) -> State
  ) -> Disposable {
    let timer = TimerHolder(DispatchSource.makeTimerSource(queue: queue))
    let current = Mutex<State>(guarding: state)
    timer.source?.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    timer.source?.setEventHandler {
      let value = current.criticalSection { $0 }
      let next = action(value)
      current.criticalSection { $0 = next }
    }
    timer.source?.resume()
    return Disposables.create(with: timer.cancel)
  }
}

/// Owns a timer source until it is cancelled; cancelling releases its handler.
///
/// `@unchecked Sendable`: `lock` (a `Mutex`) guards the timer source.
final class TimerHolder: @unchecked Sendable {
  private let lock = Mutex<DispatchSourceTimer?>(nil)

  init(_ source: DispatchSourceTimer) {
    lock.criticalSection { $0 = source }
  }

  var source: DispatchSourceTimer? {
    lock.criticalSection { $0 }
  }

  func cancel() {
    let source = lock.criticalSection { slot -> DispatchSourceTimer? in
      return slot.take()
    }
    source?.setEventHandler(handler: nil)
    source?.cancel()
  }
}
