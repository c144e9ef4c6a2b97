import Foundation
import Synchronization
import TrellisRx

/// Work that must finish before the app ends: a save running on a background queue, say.
/// Every ``App`` registers one under ``ServiceKey/pendingWork`` (`trellis.pendingWork`);
/// when the user quits, the app waits for what is tracked here — at most
/// ``App/pendingWorkLimit`` — before it returns, and reports on standard error (and in its
/// exit status) work that failed or did not finish.
///
/// Track a write where it starts, on the thread that asks for it, so that the app knows
/// about it before the user can quit — with ``keep(_:_:)``, so that it is kept when the
/// screen goes away first:
///
/// ```swift
/// let pending = environment.services.resolveIfPresent(.pendingWork)
/// let save = store.save(item, on: environment.backgroundScheduler)
/// (pending?.keep(save, "saving the item") ?? save)
///   .observe(on: environment.mainScheduler)
///   .subscribe(onFailure: { notifier.error($0) })
///   .disposed(by: screen.disposeBag)
/// ```
///
/// Work queued to run later (one save after another) takes a ``PendingWorkToken`` from
/// ``begin(_:)`` when it is queued and ends it when it ran. Work that failed and tries
/// again (a save while another program holds the database) calls
/// ``PendingWorkToken/retrying(after:)``: it stays pending, the app waits for it when it
/// ends, and if it still has not succeeded then, the report says it failed and why.
///
/// Writes outlive screens: a save a screen started must finish even when the screen closes
/// first. Work whose token is released without ending (the queue holding it went away)
/// or whose tracked subscription is disposed before it finished was *dropped*: the app
/// reports it when it ends, like failed work (see ``PendingWorkReport/dropped``). Use
/// ``keep(_:_:)`` for a write that must run to its end whoever listens.
///
/// Thread-safe: begin, end and track from any thread.
public final class PendingWork: Sendable {
  private struct State {
    var nextID = 0
    var running: [Int: String] = [:]
    /// The latest failure of work that is still pending because it tries again.
    var retrying: [Int: String] = [:]
    var isEnding = false
    var failures: [PendingWorkReport.Failure] = []
    var dropped: [String] = []
  }

  /// How a piece of work ended.
  enum Outcome {
    /// It did what it should.
    case done
    /// It failed with the error.
    case failed(Error)
    /// It was let go before it finished.
    case dropped
  }

  private let state = Mutex(State())

  /// No work pending.
  public init() {}

  // MARK: Tracking

  /// Starts a piece of work described by `label` (what it does, in a few words: "saving
  /// the counters"); it is pending until the token's ``PendingWorkToken/end()`` or
  /// ``PendingWorkToken/fail(_:)`` — or until the token is released without either: then
  /// the work was dropped, and the app reports it when it ends.
  public func begin(_ label: String) -> PendingWorkToken {
    let id = state.criticalSection { state in
      state.nextID += 1
      state.running[state.nextID] = label
      return state.nextID
    }
    return PendingWorkToken(work: self, id: id)
  }

  /// What is pending now: each piece of work's label, oldest first.
  public var pending: [String] {
    state.criticalSection { state in state.running.sorted { $0.key < $1.key }.map(\.value) }
  }

  // MARK: Ending

  /// Whether the app is ending (``beginEnding()`` was called): from then on, failures are
  /// kept for the report, as nobody sees the status bar any more.
  public var isEnding: Bool {
    state.criticalSection { $0.isEnding }
  }

  /// Marks that the app is ending: work that fails from now on goes into the report of
  /// ``waitUntilDone(limit:slowAfter:onSlow:)``. The app calls this when its loop quits.
  public func beginEnding() {
    state.criticalSection { $0.isEnding = true }
  }

  /// Waits until nothing is pending, at most `limit` seconds, and reports what failed since
  /// the app began ending, what was dropped since the last report, and what is still
  /// pending. Marks the app as ending first.
  ///
  /// On the main thread it turns the main run loop meanwhile (work that hops through the
  /// main queue goes on); elsewhere it sleeps in short steps. If the work is still pending
  /// after `slowAfter` seconds, `onSlow` is called once with what is pending.
  public func waitUntilDone(
    limit: TimeInterval, slowAfter: TimeInterval = 1, onSlow: (([String]) -> Void)? = nil
  ) -> PendingWorkReport {
    beginEnding()
    let start = Date()
    let deadline = start.addingTimeInterval(Swift.max(0, limit))
    var toldSlow = false
    while !pending.isEmpty, Date() < deadline {
      if !toldSlow, Date().timeIntervalSince(start) >= slowAfter {
        toldSlow = true
        onSlow?(pending)
      }
      MainLoopWait.step(until: deadline)
    }
    return state.criticalSection { state in
      let left = state.running.sorted { $0.key < $1.key }
      let stillFailing = left.compactMap { id, label in
        state.retrying[id].map { PendingWorkReport.Failure(label: label, message: $0) }
      }
      let report = PendingWorkReport(
        unfinished: left.filter { state.retrying[$0.key] == nil }.map(\.value),
        failures: state.failures + stillFailing, dropped: state.dropped, limit: limit)
      state.failures = []
      state.dropped = []
      return report
    }
  }

  /// Notes that the work numbered `id` failed with `error` and stays pending, to be tried
  /// again: if it is still pending when the app has waited long enough, the report lists
  /// it as failed, with this error.
  func noteRetry(_ id: Int, after error: Error) {
    let message = Self.message(for: error)
    state.criticalSection { state in
      guard state.running[id] != nil else { return }
      state.retrying[id] = message
    }
  }

  /// Ends the work numbered `id` with `outcome`: a failure while the app is ending, and
  /// dropped work at any time, are kept for the report. Ending it again does nothing.
  func finish(_ id: Int, _ outcome: Outcome) {
    state.criticalSection { state in
      guard let label = state.running.removeValue(forKey: id) else { return }
      state.retrying[id] = nil
      switch outcome {
      case .done:
        break
      case .failed(let error):
        guard state.isEnding else { return }
        state.failures.append(
          PendingWorkReport.Failure(label: label, message: Self.message(for: error)))
      case .dropped:
        state.dropped.append(label)
      }
    }
  }

  /// The user's message for `error`: its `errorDescription` when it has one.
  static func message(for error: Error) -> String {
    StatusCenter.text(of: error)
  }
}

extension ServiceKey where Value == PendingWork {
  /// The work the app waits for before it ends: `trellis.pendingWork`.
  public static var pendingWork: ServiceKey<PendingWork> { ServiceKey("trellis.pendingWork") }
}
