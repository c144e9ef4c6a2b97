import Foundation
import Synchronization
import Testing
import Trellis
import TrellisRxTest
import TrellisTesting

@testable import RepoSearch

/// The text of the fixture `name` (in Tests/RepoSearchTests/Fixtures).
func gitHubFixture(_ name: String) throws -> String {
  let base = (name as NSString).deletingPathExtension
  let url = try #require(
    Bundle.module.url(forResource: base, withExtension: "json", subdirectory: "Fixtures"))
  return try String(contentsOf: url, encoding: .utf8)
}

/// A fixture served as GitHub serves JSON, with `headers` added.
func gitHubResponse(
  _ fixture: String, status: Int = 200, headers: [String: String] = [:]
) throws -> FixtureResponse {
  FixtureResponse.json(
    try gitHubFixture(fixture), status: status,
    headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 })
}

/// The virtual "now" of the tests: 2027-01-15T08:00:00Z.
let gitHubTestsEpoch = 1_800_000_000

/// `x-ratelimit-*` headers for `resource` with `remaining` of `limit`, resetting `resetIn`
/// seconds after the tests' epoch.
func gitHubRateLimitHeaders(
  _ resource: String, remaining: Int, limit: Int, resetIn: Int = 600
) -> [String: String] {
  [
    "x-ratelimit-limit": "\(limit)", "x-ratelimit-remaining": "\(remaining)",
    "x-ratelimit-used": "\(limit - remaining)", "x-ratelimit-resource": resource,
    "x-ratelimit-reset": "\(gitHubTestsEpoch + resetIn)",
  ]
}

/// A `TestScheduler` (one tick a second, starting at the tests' epoch) that is safe to use
/// from the HTTP client's threads.
///
/// The clock and the queue are only touched under `lock`, but queued work never runs under
/// it: the TestScheduler merely hands due work over, and the clock moves one tick at a
/// time, running what fell due at each tick (at that tick's time) with the lock released.
/// (Running work under the lock would deadlock against operators that call their
/// downstream while holding their own lock, on a response thread that asks for `now`.)
/// Work scheduled for now waits for the next `advance(by:)` or `runAll()`.
final class GitHubTestScheduler: SchedulerType, @unchecked Sendable {
  /// One piece of scheduled work: waiting, handed over, or cancelled.
  private final class Entry {
    var isWaiting = true
  }

  /// Guards `scheduler`, `waiting`, `due` and `scheduled`.
  private let lock = NSLock()
  private let scheduler = TestScheduler(
    initialClock: gitHubTestsEpoch, resolution: 1, simulateProcessingDelay: false)
  private var waiting = 0
  private var due: [() -> Void] = []
  private var scheduled = 0

  var now: RxTime {
    lock.withLock { scheduler.now }
  }

  /// Seconds since the tests' epoch.
  var elapsed: Int {
    lock.withLock { scheduler.clock - gitHubTestsEpoch }
  }

  /// How many times work was scheduled.
  var scheduledCount: Int {
    lock.withLock { scheduled }
  }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .seconds(0), action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let entry = Entry()
    let cancelled = BooleanDisposable()
    let result = SingleAssignmentDisposable()
    let item = lock.withLock {
      scheduled += 1
      waiting += 1
      return scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
        // Runs under `lock`, inside `advanceTo`: hand the work over, run it later.
        entry.isWaiting = false
        waiting -= 1
        due.append {
          if !cancelled.isDisposed { result.setDisposable(action(state)) }
        }
        return Disposables.create()
      }
    }
    return Disposables.create { [self] in
      cancelled.dispose()
      result.dispose()
      lock.withLock {
        if entry.isWaiting {
          entry.isWaiting = false
          waiting -= 1
        }
        item.dispose()
      }
    }
  }

  /// Moves the clock on by `seconds`, one tick at a time, running what falls due.
  func advance(by seconds: Int) {
    let start = lock.withLock { scheduler.clock }
    for tick in start...(start + seconds) {
      run(at: tick)
    }
  }

  /// Moves the clock on, tick by tick, until no work waits (at most a day).
  func runAll() {
    var start = lock.withLock { scheduler.clock }
    run(at: start)
    while lock.withLock({ waiting > 0 }) && start < gitHubTestsEpoch + 86_400 {
      start += 1
      run(at: start)
    }
  }

  /// Sets the clock to `tick` and runs what is due then, again until nothing more is.
  private func run(at tick: Int) {
    while true {
      let work = lock.withLock { () -> [() -> Void] in
        scheduler.advanceTo(tick)
        defer { due = [] }
        return due
      }
      if work.isEmpty { return }
      for item in work { item() }
    }
  }
}

/// A client for `server` (or `baseURL`) with `token`, timed on `scheduler`, retrying
/// without jitter.
func gitHubTestClient(
  _ server: FixtureServer, token: String? = nil, scheduler: GitHubTestScheduler,
  cache: HTTPETagCache? = HTTPETagCache()
) -> GitHubClient {
  let configuration = GitHubConfiguration(
    baseURL: server.baseURL,
    token: token.map { Secret($0, source: .environment(variable: "GITHUB_TOKEN")) })
  return GitHubClient(
    http: HTTPClient(
      configuration: .init(
        appName: "repo-search-tests", timeout: 20, retryPolicy: .never, etagCache: cache)),
    configuration: { configuration }, scheduler: scheduler,
    retryPolicy: HTTPRetryPolicy(maxAttempts: 2, initialDelay: 1, jitter: 0))
}

/// The result of a subscription, filled in on whatever thread it arrives.
final class GitHubTestOutcome<Value>: @unchecked Sendable {
  /// Guards `stored`.
  private let lock = NSLock()
  private var stored: Result<Value, Error>?

  var result: Result<Value, Error>? {
    lock.withLock { stored }
  }

  func set(_ result: Result<Value, Error>) {
    lock.withLock { stored = result }
  }
}

/// Subscribes to `single` and waits (at most 20 s) for its result, running the scheduler's
/// queued work (retry waits, limiter waits) as it goes when `runningTime` is set.
func gitHubTestsResult<Value>(
  _ single: Single<Value>, scheduler: GitHubTestScheduler, runningTime: Bool = true
) -> Result<Value, GitHubError> {
  let outcome = GitHubTestOutcome<Value>()
  let subscription = single.subscribe { outcome.set($0) }
  defer { subscription.dispose() }
  let deadline = Date().addingTimeInterval(20)
  while outcome.result == nil && Date() < deadline {
    if runningTime { scheduler.runAll() }
    usleep(2_000)
  }
  switch outcome.result {
  case .success(let value): return .success(value)
  case .failure(let error as GitHubError): return .failure(error)
  case .failure(let error):
    Issue.record("expected a GitHubError, got \(error)")
    return .failure(.unreadableResponse(reason: "\(error)"))
  case nil:
    Issue.record("no result within 20 s")
    return .failure(.unreadableResponse(reason: "no result"))
  }
}

/// The value of `single`, or nil (recording an issue) when it fails.
func gitHubTestsValue<Value>(
  _ single: Single<Value>, scheduler: GitHubTestScheduler, runningTime: Bool = true
) -> Value? {
  switch gitHubTestsResult(single, scheduler: scheduler, runningTime: runningTime) {
  case .success(let value): return value
  case .failure(let error):
    Issue.record("expected a value, got \(error)")
    return nil
  }
}

/// The error of `single`, or nil (recording an issue) when it succeeds.
func gitHubTestsError<Value>(
  _ single: Single<Value>, scheduler: GitHubTestScheduler, runningTime: Bool = true
) -> GitHubError? {
  switch gitHubTestsResult(single, scheduler: scheduler, runningTime: runningTime) {
  case .success(let value):
    Issue.record("expected an error, got \(value)")
    return nil
  case .failure(let error): return error
  }
}
