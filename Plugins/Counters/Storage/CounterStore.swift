import Foundation
import Synchronization
import TrellisCore
import TrellisRx
import TrellisServices

/// Keeps the counters in the app's database, in the `counters` namespace: one row per
/// counter with its id, value and place in the list.
///
/// The list view model never sees it: the screen loads the initial counters with
/// ``load()`` and binds the view model's output to ``saving(_:on:)``. Each save writes, in
/// one transaction, only what differs from what the store last loaded or saved: new and
/// changed counters, counters that moved, counters deleted. Rows it did not load — those
/// another instance of the app added meanwhile — are left alone. A failed save changes
/// nothing, so the next one writes its changes too.
///
/// ```swift
/// let store = try CounterStore(database: database)
/// let counters = try store.load()          // migrates the table on first use
/// try store.save(counters + [Counter(id: UUID(), value: 0)])
/// ```
public final class CounterStore: Sendable {
  /// A counter's row as this store last read or wrote it.
  private struct StoredRow: Equatable, Sendable {
    var value: Int
    var position: Int
  }

  /// The database namespace: tables are named `counters_…`.
  public static let namespaceName = "counters"

  /// The table's migrations, numbered from 1; add new ones at the end, never edit these.
  static let migrations = [
    Migration(
      1,
      """
      CREATE TABLE counters_items (
        id TEXT PRIMARY KEY NOT NULL,
        value INTEGER NOT NULL,
        position INTEGER NOT NULL
      )
      """)
  ]

  /// The counters' share of it.
  public let namespace: DatabaseNamespace
  /// The rows as this store last loaded or saved them, by counter id: what a save compares
  /// with.
  private let known = Mutex<[UUID: StoredRow]>([:])

  /// A store in `namespace` (the plugin's own, ``PluginContext/database``); nothing is
  /// read or written yet.
  public init(namespace: DatabaseNamespace) {
    self.namespace = namespace
  }

  /// A store in `database`'s `counters` namespace (for apps and tests that hold the
  /// database itself); nothing is read or written yet.
  ///
  /// - Throws: `DatabaseError` when the namespace cannot be opened (`.busy`…: opening
  ///   it the first time records its name in the file).
  public convenience init(database: Database) throws {
    self.init(namespace: try database.namespace(Self.namespaceName))
  }

  /// Brings the table up to date and reads the counters in their order (by position; rows
  /// of one position in the order they were added). The next save compares with them.
  ///
  /// - Throws: ``CountersError/cannotLoad(_:)`` when the database fails,
  ///   ``CountersError/unreadableRow(position:reason:)`` when a row is damaged. Nothing is
  ///   written either way.
  public func load() throws(CountersError) -> [Counter] {
    let rows: [Row]
    do {
      try namespace.migrate(Self.migrations)
      rows = try namespace.query(
        "SELECT id, value, position FROM counters_items ORDER BY position, rowid")
    } catch {
      throw .cannotLoad(Self.databaseError(error))
    }
    var counters: [Counter] = []
    var stored: [UUID: StoredRow] = [:]
    for (position, row) in rows.enumerated() {
      let text: String
      let value: Int
      let storedPosition: Int
      do {
        text = try row.string("id")
        value = try row.int("value")
        storedPosition = try row.int("position")
      } catch {
        throw .unreadableRow(position: position, reason: Self.databaseError(error).summary)
      }
      guard let id = UUID(uuidString: text) else {
        throw .unreadableRow(position: position, reason: "its id is not a UUID")
      }
      guard stored[id] == nil else {
        throw .unreadableRow(position: position, reason: "its id is repeated")
      }
      stored[id] = StoredRow(value: value, position: storedPosition)
      counters.append(Counter(id: id, value: value))
    }
    known.criticalSection { $0 = stored }
    return counters
  }

  /// ``load()`` as a `Single`, run on `scheduler` (a background one, so a screen never waits
  /// for the file on the main thread).
  public func loading(on scheduler: ImmediateSchedulerType) -> Single<[Counter]> {
    Single.deferred { [self] in .just(try load()) }.subscribe(on: scheduler)
  }

  /// Stores `counters` as this instance's list, in their order (each one's position is its
  /// index), in one transaction: all or nothing. Only what differs from what this store
  /// last loaded or saved is written — a new or changed counter is inserted or updated, one
  /// that moved gets its new position, one no longer listed is deleted — so counters
  /// another instance of the app stored meanwhile stay.
  ///
  /// - Throws: ``CountersError/cannotSave(_:)``; the stored counters are then unchanged,
  ///   and the next save writes these changes too.
  public func save(_ counters: [Counter]) throws(CountersError) {
    do {
      try known.criticalSection { known in
        var saved: [UUID: StoredRow] = [:]
        try namespace.transaction {
          let listed = Set(counters.map(\.id))
          for id in known.keys where !listed.contains(id) {
            try namespace.execute("DELETE FROM counters_items WHERE id = ?", [id.uuidString])
          }
          for (position, counter) in counters.enumerated() {
            let row = StoredRow(value: counter.value, position: position)
            saved[counter.id] = row
            try write(counter, as: row, over: known[counter.id])
          }
        }
        known = saved
      }
    } catch {
      throw .cannotSave(Self.databaseError(error))
    }
  }

  /// Writes `counter`'s `row` where it differs from `old`, the row as last loaded or saved
  /// (nil: not stored by this store).
  private func write(_ counter: Counter, as row: StoredRow, over old: StoredRow?) throws {
    guard row != old else { return }
    if let old, old.value == row.value {
      // Only its place changed: a counter another instance deleted is not brought back.
      try namespace.execute(
        "UPDATE counters_items SET position = ? WHERE id = ?",
        [row.position, counter.id.uuidString])
    } else {
      try namespace.execute(
        """
        INSERT INTO counters_items (id, value, position) VALUES (?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET value = excluded.value, position = excluded.position
        """,
        [counter.id.uuidString, row.value, row.position])
    }
  }

  /// Saves each list `counters` sends, one after the other (the next waits for the last),
  /// each on `scheduler`; emits the failures there and goes on with the next list.
  ///
  /// Saves outlive the subscription: disposing it (the screen closed) stops taking lists
  /// and emitting failures, but the lists already sent are still saved, in order. With
  /// `pendingWork` (the app's, `ServiceKey.pendingWork`), each list is pending work from
  /// the moment it is sent — queued behind another save or not — until it is saved or
  /// failed, so an app that quits meanwhile waits for it.
  public func saving(
    _ counters: Observable<[Counter]>, on scheduler: ImmediateSchedulerType,
    tracking pendingWork: PendingWork? = nil
  ) -> Observable<CountersError> {
    Observable.create { [self] observer in
      let queue = PublishSubject<([Counter], PendingWorkToken?)>()
      let listener = SerialDisposable()
      // Not disposed with the subscriber: completes once the lists sent are saved.
      _ = queue.concatMap { list, token in
        Observable<CountersError>.deferred {
          do throws(CountersError) {
            try self.save(list)
          } catch {
            token?.fail(error)
            return .just(error)
          }
          token?.end()
          return .empty()
        }
        .subscribe(on: scheduler)
      }
      .subscribe(onNext: { error in
        if !listener.isDisposed { observer.onNext(error) }
      })
      let input = counters.subscribe(
        onNext: { list in queue.onNext((list, pendingWork?.begin(Self.savingLabel))) },
        onError: { error in
          queue.onCompleted()
          observer.onError(error)
        },
        onCompleted: { queue.onCompleted() })
      return Disposables.create {
        input.dispose()
        listener.dispose()
        queue.onCompleted()
      }
    }
  }

  /// What a save is called while the app waits for it.
  static let savingLabel = "saving the counters"

  /// `error` as the `DatabaseError` the database throws (anything else, which it does not
  /// throw, as a failed statement).
  private static func databaseError(_ error: Error) -> DatabaseError {
    error as? DatabaseError
      ?? .statementFailed(code: 1, message: String(describing: error), sql: "")
  }
}
