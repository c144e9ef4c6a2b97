import Foundation
import Synchronization
import TrellisRx

/// The latest rate-limit status GitHub reported for each resource, and an observable of
/// them.
///
/// Statuses from responses that arrive out of order do not overwrite newer ones (see
/// ``GitHubRateLimitStatus/supersedes(_:)``). Deliveries are serialized: they run one at a
/// time under `delivering`, which also covers handing a new subscriber the snapshot, so a
/// subscriber never sees an older status after a newer one. State reads use `state` and
/// never wait for a delivery.
final class GitHubRateLimitTracker: @unchecked Sendable {
  /// The latest status per resource; guarded by its own lock.
  private let state = Mutex<[String: GitHubRateLimitStatus]>([:])
  /// Held while statuses are delivered to subscribers (and while one subscribes).
  private let delivering = Mutex(())
  private let subject = PublishSubject<GitHubRateLimitStatus>()

  /// The latest status of `resource`, if GitHub has reported one.
  func status(of resource: String) -> GitHubRateLimitStatus? {
    state.withLock { $0[resource] }
  }

  /// Keeps `status` when it is the newest for its resource and delivers it to subscribers.
  func record(_ status: GitHubRateLimitStatus) {
    delivering.withLock { _ in
      let isNewer = state.withLock { statuses -> Bool in
        if let current = statuses[status.resource], !status.supersedes(current) { return false }
        statuses[status.resource] = status
        return true
      }
      if isNewer { subject.onNext(status) }
    }
  }

  /// On subscription, the latest status of each resource known (by resource name), then
  /// each newer status as it arrives, on the thread of the response that carried it. Never
  /// completes or fails; disposing stops the deliveries.
  var statuses: Observable<GitHubRateLimitStatus> {
    Observable.create { [self] observer in
      delivering.withLock { _ in
        let snapshot = state.withLock { $0.values.sorted { $0.resource < $1.resource } }
        for status in snapshot { observer.onNext(status) }
        return subject.subscribe(observer)
      }
    }
  }
}
