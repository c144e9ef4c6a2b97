import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

/// Waits (at most 30 s) for `single` and returns its value or its HTTPError.
func httpTestsResult<T>(_ single: Single<T>) -> Result<T, HTTPError> {
  switch single.asObservable().toBlocking(timeout: 30).materialize() {
  case .completed(let elements):
    guard let element = elements.first else {
      Issue.record("the Single completed without a value")
      return .failure(.transport(url: "-", reason: "no value"))
    }
    return .success(element)
  case .failed(_, let error):
    guard let error = error as? HTTPError else {
      Issue.record("expected an HTTPError, got \(error)")
      return .failure(.transport(url: "-", reason: "\(error)"))
    }
    return .failure(error)
  }
}

/// The HTTPError `single` fails with, or nil (recording an issue) when it succeeds.
func httpTestsError<T>(_ single: Single<T>) -> HTTPError? {
  switch httpTestsResult(single) {
  case .success(let value):
    Issue.record("expected a failure, got \(value)")
    return nil
  case .failure(let error):
    return error
  }
}

/// The value of `single`, or nil (recording an issue) when it fails.
func httpTestsValue<T>(_ single: Single<T>) -> T? {
  switch httpTestsResult(single) {
  case .success(let value):
    return value
  case .failure(let error):
    Issue.record("expected a value, got \(error)")
    return nil
  }
}

/// A scheduler for the client's retries that records each wait it is asked for. Its clock
/// stands still at `now`; waits run at once on a background queue (so a 30 s `Retry-After`
/// costs nothing), or are held until `firePending()` when `holds` is set.
final class HTTPTestsScheduler: SchedulerType, @unchecked Sendable {
  private struct Pending {
    let disposable: BooleanDisposable
    let run: () -> Void
  }

  private struct State {
    var delays: [TimeInterval] = []
    var pending: [Pending] = []
  }

  let now: RxTime
  private let holds: Bool
  private let state = Mutex(State())

  init(now: Date = Date(timeIntervalSince1970: 1_800_000_000), holds: Bool = false) {
    self.now = now
    self.holds = holds
  }

  /// The waits asked for so far, in seconds.
  var requestedDelays: [TimeInterval] {
    state.criticalSection { $0.delays }
  }

  /// The disposables of the waits held so far.
  var heldDisposables: [BooleanDisposable] {
    state.criticalSection { $0.pending.map(\.disposable) }
  }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  func scheduleRelative<StateType>(
    _ value: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let disposable = BooleanDisposable()
    let pending = Pending(disposable: disposable) {
      if !disposable.isDisposed { _ = action(value) }
    }
    state.criticalSection { state in
      state.delays.append(Self.seconds(dueTime))
      if holds { state.pending.append(pending) }
    }
    if !holds {
      // Handed to the queue, which runs it once: the scheduler contract.
      nonisolated(unsafe) let pending = pending
      DispatchQueue.global().async { pending.run() }
    }
    return disposable
  }

  /// Runs the held waits now.
  func firePending() {
    let pending = state.criticalSection { state in
      defer { state.pending = [] }
      return state.pending
    }
    for item in pending { item.run() }
  }

  private static func seconds(_ interval: RxTimeInterval) -> TimeInterval {
    switch interval {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1_000
    case .microseconds(let value): return TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
    default: return .infinity
    }
  }
}

/// A retry policy without jitter and with tiny backoff, so retries are fast and exact.
func httpTestsPolicy(maxAttempts: Int = 3, maxWait: TimeInterval = 60) -> HTTPRetryPolicy {
  HTTPRetryPolicy(
    maxAttempts: maxAttempts, initialDelay: 0.001, multiplier: 2, maxDelay: 0.01, jitter: 0,
    maxWait: maxWait)
}

/// A value shared between a test and the threads it starts.
///
/// `@unchecked Sendable`: `lock` (an `NSLock`) guards `stored`.
final class HTTPTestsBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
