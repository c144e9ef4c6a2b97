/// A piece of work the app waits for before it ends, from ``PendingWork/begin(_:)``: call
/// ``end()`` when it is done or ``fail(_:)`` when it failed. Only the first call counts;
/// a token released without either ends then as *dropped* work (as when the queue that
/// held it went away with its screen), which the app reports when it ends.
public final class PendingWorkToken: Sendable {
  private let work: PendingWork
  private let id: Int

  init(work: PendingWork, id: Int) {
    self.work = work
    self.id = id
  }

  deinit {
    work.finish(id, .dropped)
  }

  /// The work is done.
  public func end() {
    work.finish(id, .done)
  }

  /// The work failed with `error`; if the app is ending, the error goes into its report.
  public func fail(_ error: Error) {
    work.finish(id, .failed(error))
  }

  /// The work failed with `error` and will be tried again: it stays pending. If the app
  /// ends before it succeeds, its report says it failed, with the latest such error.
  public func retrying(after error: Error) {
    work.noteRetry(id, after: error)
  }

  /// The work was let go before it finished.
  func drop() {
    work.finish(id, .dropped)
  }
}
