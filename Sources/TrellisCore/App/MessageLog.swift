import Foundation
import Synchronization
import TrellisRx

/// Every notice, warning and error of a session, in full, with its time and source: what the
/// Messages screen (`messages`, key `m`) lists. The status bar shows only the latest
/// message's first line; this keeps them all (the newest ``limit``).
///
/// The app's ``AppNotifier`` and the shell's status bar write here; any thread may append.
/// Messages marked ``Entry/repeatsAtExit`` (a database moved aside, a read-only file) are
/// also written on standard error when the app ends, as the screen is gone by then.
public final class MessageLog: Sendable {
  /// How serious a message is.
  public enum Level: String, Equatable, Sendable {
    case notice
    case warning
    case error
  }

  /// One message.
  public struct Entry: Equatable, Sendable {
    /// When it was posted.
    public let date: Date
    /// How serious it is.
    public let level: Level
    /// Who posted it: a plugin's id, or `trellis` for the shell.
    public let source: String
    /// The whole text, as posted.
    public let text: String
    /// Whether the app repeats it on standard error when it ends.
    public let repeatsAtExit: Bool

    /// A message.
    public init(
      date: Date = Date(), level: Level, source: String, text: String,
      repeatsAtExit: Bool = false
    ) {
      self.date = date
      self.level = level
      self.source = source
      self.text = text
      self.repeatsAtExit = repeatsAtExit
    }
  }

  /// The most messages kept; older ones are dropped.
  public let limit: Int
  private let stored = Mutex<[Entry]>([])
  private let appended = PublishSubject<Entry>()

  /// An empty log keeping the newest `limit` messages (1,000 unless told).
  public init(limit: Int = 1_000) {
    self.limit = Swift.max(1, limit)
  }

  /// The messages kept, oldest first.
  public var entries: [Entry] {
    stored.criticalSection { $0 }
  }

  /// Each message as it is appended, on the thread that appends it.
  public var additions: Observable<Entry> {
    appended.asObservable()
  }

  /// Keeps `entry`.
  public func append(_ entry: Entry) {
    stored.criticalSection { entries in
      entries.append(entry)
      if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }
    appended.onNext(entry)
  }

  /// The messages to repeat on standard error when the app ends, oldest first.
  public var exitMessages: [Entry] {
    entries.filter(\.repeatsAtExit)
  }
}
