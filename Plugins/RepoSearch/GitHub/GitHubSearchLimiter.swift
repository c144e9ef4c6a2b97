import Foundation
import Synchronization
import Trellis

/// GitHub's search limit kept on this side: at most `limit` search requests in any 60
/// seconds, timed on a scheduler. A request over the limit waits (on the scheduler) until
/// the oldest one in the window is a minute old.
///
/// Each request reserves its send time when it asks: now if the window has room, else the
/// earliest time it will have room, after the reservations already made — so waiting
/// requests go in the order they asked. A request disposed while it waits gives its
/// reservation back and sends nothing. A request GitHub answered with 304 Not Modified
/// gives its slot back too (see ``GitHubClient``); the others already waiting keep their
/// times.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the reservations; `scheduler` is set in
/// `init`.
final class GitHubSearchLimiter: @unchecked Sendable {
  /// A reserved slot, to give back with ``release(_:)``.
  struct Ticket: Equatable {
    fileprivate let id: Int
  }

  /// The length of the window.
  static let window: TimeInterval = 60

  private struct State {
    var reservations: [(id: Int, time: Date)] = []
    var nextID = 0
  }

  private let scheduler: SchedulerType
  /// The reservations, in time order; guarded by its own lock.
  private let state = Mutex(State())
  /// Until when the latest request over the limit waits; nil when none waits. Thread-safe.
  private let waitingUntil = BehaviorRelay<Date?>(value: nil)

  /// Until when a search waits for the limit, each time that changes; nil when none waits.
  var waits: Observable<Date?> {
    waitingUntil.asObservable().distinctUntilChanged()
  }

  /// A limiter timed on `scheduler`.
  init(scheduler: SchedulerType) {
    self.scheduler = scheduler
  }

  /// The number of reservations in the current window (sent or waiting to be).
  var reservedCount: Int {
    let now = scheduler.now
    return state.criticalSection { state in
      state.reservations.filter { $0.time > now.addingTimeInterval(-Self.window) }.count
    }
  }

  /// Waits for a slot under `limit` requests a minute, then emits its ticket (on the
  /// scheduler when it had to wait; at once otherwise). Disposing before then cancels the
  /// wait and gives the slot back.
  func slot(limit: Int) -> Single<Ticket> {
    Single.create { [self] observer in
      let (ticket, time) = reserve(limit: max(1, limit))
      let delay = time.timeIntervalSince(scheduler.now)
      guard delay > 0 else {
        observer(.success(ticket))
        return Disposables.create()
      }
      let milliseconds = Int((min(delay, 86_400) * 1000).rounded(.up))
      let outcome = WaitOutcome()
      waitingUntil.accept(time)
      let wait = scheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) {
        [waitingUntil] _ in
        if outcome.settle(granted: true) {
          waitingUntil.accept(nil)
          observer(.success(ticket))
        }
        return Disposables.create()
      }
      return Disposables.create { [self] in
        wait.dispose()
        if outcome.settle(granted: false) {
          waitingUntil.accept(nil)
          release(ticket)
        }
      }
    }
  }

  /// Gives a slot back: the request was not sent after all, or did not count.
  func release(_ ticket: Ticket) {
    state.criticalSection { state in state.reservations.removeAll { $0.id == ticket.id } }
  }

  /// Reserves the earliest time at which one more request keeps every 60-second window
  /// under `limit`.
  private func reserve(limit: Int) -> (Ticket, Date) {
    let now = scheduler.now
    return state.criticalSection { state in
      state.reservations.removeAll { $0.time <= now.addingTimeInterval(-Self.window) }
      var time = now
      let count = state.reservations.count
      if count >= limit {
        let times = state.reservations.map(\.time).sorted()
        time = max(now, times[count - limit].addingTimeInterval(Self.window))
      }
      let id = state.nextID
      state.nextID += 1
      state.reservations.append((id: id, time: time))
      return (Ticket(id: id), time)
    }
  }

  /// How a wait ended: with the ticket handed over, or cancelled — whichever came first.
  ///
  /// `@unchecked Sendable`: `granted` (a `Mutex`) guards the outcome.
  private final class WaitOutcome: @unchecked Sendable {
    /// nil while waiting; guarded by its own lock.
    private let granted = Mutex<Bool?>(nil)

    /// Settles the wait as `granted` (or cancelled); false when it was already settled.
    func settle(granted value: Bool) -> Bool {
      granted.criticalSection { granted in
        guard granted == nil else { return false }
        granted = value
        return true
      }
    }
  }
}
