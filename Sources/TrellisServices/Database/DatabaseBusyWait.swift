import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long a write may wait for the database, and who to tell when it starts waiting: the
/// writer connection's SQLite busy handler, set by `Database` for each write.
///
/// A write's wait has one end, `DatabaseOptions.busyTimeout` after the write was asked for:
/// the time it waits for this app's other writes (the writer lock) and the time SQLite waits
/// for another program's lock count against it together, so a write asked behind others
/// that wait does not wait its own timeout again after theirs. `whenBusy` is called once,
/// as soon as the write has to wait, with how long it may still wait.
///
/// Not thread-safe: the writer's, used only by the thread holding the database's lock.
final class DatabaseBusyWait {
  /// The longest wait of a statement when no write set an end (a statement outside
  /// `Database`'s writes, which always set one).
  let timeout: Duration
  /// When the current write gives up waiting; nil outside a write.
  private(set) var deadline: ContinuousClock.Instant?
  /// Told once, when the current write starts to wait.
  private var whenBusy: ((Duration) -> Void)?
  /// Told after each pause, how long it was: the time limits do not count it.
  var whenPaused: ((Duration) -> Void)?

  init(timeout: Duration) {
    self.timeout = timeout
  }

  /// Starts a write that waits until `deadline` at most, telling `whenBusy` when it waits.
  func begin(until deadline: ContinuousClock.Instant, whenBusy: ((Duration) -> Void)?) {
    self.deadline = deadline
    self.whenBusy = whenBusy
  }

  /// Ends the write begun last.
  func end() {
    deadline = nil
    whenBusy = nil
  }

  /// Says, once, that the write waits (it may wait `remaining` more).
  func tellWaiting(_ remaining: Duration) {
    let told = whenBusy
    whenBusy = nil
    told?(max(.zero, remaining))
  }

  /// Whether SQLite should try again, after a pause, to take the lock it found busy for the
  /// `attempt`th time (0 first): yes until the deadline.
  func shouldRetry(attempt: Int32) -> Bool {
    let now = ContinuousClock.now
    if deadline == nil { deadline = now + timeout }
    let remaining = (deadline ?? now) - now
    if attempt == 0 { tellWaiting(remaining) }
    guard remaining > .zero else { return false }
    // SQLite's own pauses: short at first, then a tenth of a second.
    let pauses = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50]
    let pause = Duration.milliseconds(attempt < pauses.count ? pauses[Int(attempt)] : 100)
    let slept = min(pause, remaining)
    let (seconds, attoseconds) = slept.components
    usleep(UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    whenPaused?(slept)
    return true
  }
}

/// SQLite's busy handler for the writer: `context` is its `DatabaseBusyWait`.
let databaseBusyCallback: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = {
  context, attempt in
  guard let context else { return 0 }
  let wait = Unmanaged<DatabaseBusyWait>.fromOpaque(context).takeUnretainedValue()
  return wait.shouldRetry(attempt: attempt) ? 1 : 0
}
