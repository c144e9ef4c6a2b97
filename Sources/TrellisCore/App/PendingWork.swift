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
/// about it before the user can quit:
///
/// ```swift
/// let pending = environment.services.resolveIfPresent(.pendingWork)
/// let save = store.save(item, on: environment.backgroundScheduler)
/// (pending?.track(save, "saving the item") ?? save)
///   .observe(on: environment.mainScheduler)
///   .subscribe(onFailure: { notifier.error($0) })
///   .disposed(by: screen.disposeBag)
/// ```
///
/// Work queued to run later (one save after another) takes a ``PendingWorkToken`` from
/// ``begin(_:)`` when it is queued and ends it when it ran.
///
/// Thread-safe: begin, end and track from any thread.
public final class PendingWork: Sendable {
  private struct State {
    var nextID = 0
    var running: [Int: String] = [:]
    var isEnding = false
    var failures: [PendingWorkReport.Failure] = []
  }

  private let state = Mutex(State())

  /// No work pending.
  public init() {}

  // MARK: Tracking

  /// Starts a piece of work described by `label` (what it does, in a few words: "saving
  /// the counters"); it is pending until the token's ``PendingWorkToken/end()`` or
  /// ``PendingWorkToken/fail(_:)`` — or until the token is released without either, when the
  /// work was dropped.
  public func begin(_ label: String) -> PendingWorkToken {
    let id = state.withLock { state in
      state.nextID += 1
      state.running[state.nextID] = label
      return state.nextID
    }
    return PendingWorkToken(work: self, id: id)
  }

  /// `single`, pending from subscription until it succeeds or fails (or the subscription is
  /// disposed first). Subscribe where the work is asked for, before any hop to another
  /// scheduler, so that the work counts from the start.
  public func track<Element>(_ single: Single<Element>, _ label: String) -> Single<Element> {
    Single.create { observer in
      let token = self.begin(label)
      let subscription = single.subscribe { result in
        switch result {
        case .success: token.end()
        case .failure(let error): token.fail(error)
        }
        observer(result)
      }
      return Disposables.create {
        subscription.dispose()
        token.end()
      }
    }
  }

  /// `completable`, pending from subscription until it completes or fails (or the
  /// subscription is disposed first).
  public func track(_ completable: Completable, _ label: String) -> Completable {
    Completable.create { observer in
      let token = self.begin(label)
      let subscription = completable.subscribe { event in
        switch event {
        case .completed: token.end()
        case .error(let error): token.fail(error)
        }
        observer(event)
      }
      return Disposables.create {
        subscription.dispose()
        token.end()
      }
    }
  }

  /// What is pending now: each piece of work's label, oldest first.
  public var pending: [String] {
    state.withLock { state in state.running.sorted { $0.key < $1.key }.map(\.value) }
  }

  // MARK: Ending

  /// Whether the app is ending (``beginEnding()`` was called): from then on, failures are
  /// kept for the report, as nobody sees the status bar any more.
  public var isEnding: Bool {
    state.withLock { $0.isEnding }
  }

  /// Marks that the app is ending: work that fails from now on goes into the report of
  /// ``waitUntilDone(limit:slowAfter:onSlow:)``. The app calls this when its loop quits.
  public func beginEnding() {
    state.withLock { $0.isEnding = true }
  }

  /// Waits until nothing is pending, at most `limit` seconds, and reports what failed since
  /// the app began ending and what is still pending. Marks the app as ending first.
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
      let step = Swift.min(deadline, Date().addingTimeInterval(0.01))
      if Thread.isMainThread {
        _ = RunLoop.main.run(mode: .default, before: step)
      } else {
        Thread.sleep(until: step)
      }
    }
    return state.withLock { state in
      let report = PendingWorkReport(
        unfinished: state.running.sorted { $0.key < $1.key }.map(\.value),
        failures: state.failures, limit: limit)
      state.failures = []
      return report
    }
  }

  /// Ends the work numbered `id`, keeping `error` for the report when it failed while the
  /// app is ending. Ending it again does nothing.
  func finish(_ id: Int, error: Error?) {
    state.withLock { state in
      guard let label = state.running.removeValue(forKey: id) else { return }
      if let error, state.isEnding {
        state.failures.append(
          PendingWorkReport.Failure(label: label, message: Self.message(for: error)))
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
