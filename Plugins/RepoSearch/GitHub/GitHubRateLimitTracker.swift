import Dispatch
import Synchronization
import Trellis

/// The latest rate-limit status GitHub reported for each resource, and an observable of
/// them.
///
/// A status from a response that arrives out of order never replaces a newer one (see
/// ``GitHubRateLimitStatus/supersedes(_:)``). The checks before sending read `latest`,
/// which is up to date as soon as a response is recorded. Subscribers are served on a
/// private serial queue, one delivery at a time, with no lock held: a new subscriber's
/// snapshot and the statuses that follow come in order, and an observer may subscribe or
/// send requests from `onNext` without deadlocking.
final class GitHubRateLimitTracker: @unchecked Sendable {
  /// The latest status per resource, for the checks before sending; guarded by its own
  /// lock.
  private let latest = Mutex<[String: GitHubRateLimitStatus]>([:])
  /// Serves subscribers; `delivered` and the subject's emissions are touched only on it.
  private let queue: DispatchQueue
  /// Subscribes on `queue`.
  private let scheduler: SerialDispatchQueueScheduler
  /// The statuses delivered so far, per resource; touched only on `queue`.
  private var delivered: [String: GitHubRateLimitStatus] = [:]
  private let subject = PublishSubject<GitHubRateLimitStatus>()

  init() {
    queue = DispatchQueue(label: "trellis.repos.github-rate-limits")
    scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
  }

  /// The latest status of `resource`, if GitHub has reported one.
  func status(of resource: String) -> GitHubRateLimitStatus? {
    latest.criticalSection { $0[resource] }
  }

  /// Keeps `status` when it is the newest for its resource and delivers it to subscribers.
  func record(_ status: GitHubRateLimitStatus) {
    let isNewer = latest.criticalSection { statuses -> Bool in
      if let current = statuses[status.resource], !status.supersedes(current) { return false }
      statuses[status.resource] = status
      return true
    }
    guard isNewer else { return }
    queue.async { [self] in
      if let current = delivered[status.resource], !status.supersedes(current) { return }
      delivered[status.resource] = status
      subject.onNext(status)
    }
  }

  /// After subscription, the latest status of each resource known (by resource name), then
  /// each newer status as responses bring it, all on a private serial queue. Never
  /// completes or fails; disposing stops the deliveries.
  var statuses: Observable<GitHubRateLimitStatus> {
    Observable.create { [self] observer in
      for status in delivered.values.sorted(by: { $0.resource < $1.resource }) {
        observer.onNext(status)
      }
      return subject.subscribe(observer)
    }
    .subscribe(on: scheduler)
  }
}
