/// A piece of work the app waits for before it ends, from ``PendingWork/begin(_:)``: call
/// ``end()`` when it is done or ``fail(_:)`` when it failed. Only the first call counts;
/// a token released without either ends then (the work was dropped, as when the screen
/// that queued it went away).
public final class PendingWorkToken: Sendable {
  private let work: PendingWork
  private let id: Int

  init(work: PendingWork, id: Int) {
    self.work = work
    self.id = id
  }

  deinit {
    work.finish(id, error: nil)
  }

  /// The work is done.
  public func end() {
    work.finish(id, error: nil)
  }

  /// The work failed with `error`; if the app is ending, the error goes into its report.
  public func fail(_ error: Error) {
    work.finish(id, error: error)
  }
}
