import Foundation
import Synchronization
import Trellis

/// Keeps the counters in the app's database, in the `counters` namespace: one row per
/// counter with its id, value and place in the list.
///
/// The list view model never sees it: the screen loads the initial counters with
/// ``load()`` and binds the view model's output to ``saving(_:on:)``. Each save writes, in
/// one transaction, only what differs from what the store last loaded or saved: new and
/// changed counters, counters that moved, counters deleted. Rows it did not load — those
/// another instance of the app added meanwhile, and damaged ones — are left alone. A failed
/// save changes nothing, so the next one writes its changes too.
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
  /// of one position in the order they were added), skipping damaged rows (see
  /// ``loadAll()``). The next save compares with them.
  ///
  /// - Throws: ``CountersError/cannotLoad(_:)`` when the database fails; nothing is
  ///   written.
  public func load() throws(CountersError) -> [Counter] {
    try loadAll().counters
  }

  /// Brings the table up to date and reads the counters in their order, and the rows that
  /// do not read as counters (a value that is not a whole number, an id that is not a UUID
  /// or is repeated): those are listed as damaged, and saves never write or delete them.
  /// The next save compares with the counters read.
  ///
  /// - Throws: ``CountersError/cannotLoad(_:)`` when the database fails; nothing is
  ///   written.
  public func loadAll() throws(CountersError) -> StoredCounters {
    let rows: [Row]
    do {
      try namespace.migrate(Self.migrations)
      rows = try namespace.query(
        "SELECT id, value, position FROM counters_items ORDER BY position, rowid")
    } catch {
      throw .cannotLoad(Self.databaseError(error))
    }
    var loaded = StoredCounters(counters: [])
    var stored: [UUID: StoredRow] = [:]
    for (position, row) in rows.enumerated() {
      switch Self.read(row, known: stored) {
      case .success(let (counter, storedRow)):
        stored[counter.id] = storedRow
        loaded.counters.append(counter)
      case .failure(let damage):
        loaded.damaged.append(DamagedCounter(position: position, reason: damage.reason))
      }
    }
    known.criticalSection { $0 = stored }
    return loaded
  }

  /// Why a row does not read as a counter.
  private struct Damage: Error {
    let reason: String
  }

  /// `row` as a counter and its stored value and position, or why it is damaged (`known`:
  /// the ids read before it).
  private static func read(
    _ row: Row, known: [UUID: StoredRow]
  ) -> Result<(Counter, StoredRow), Damage> {
    let text: String
    let value: Int
    let position: Int
    do {
      text = try row.string("id")
      value = try row.int("value")
      position = try row.int("position")
    } catch {
      return .failure(Damage(reason: databaseError(error).summary))
    }
    guard let id = UUID(uuidString: text) else {
      return .failure(Damage(reason: "its id is not a UUID"))
    }
    guard known[id] == nil else { return .failure(Damage(reason: "its id is repeated")) }
    return .success((Counter(id: id, value: value), StoredRow(value: value, position: position)))
  }

  /// ``loadAll()`` as a `Single`, run on `scheduler` (a background one, so a screen never
  /// waits for the file on the main thread).
  public func loading(on scheduler: ImmediateSchedulerType) -> Single<StoredCounters> {
    Single.deferred { [self] in .just(try loadAll()) }.subscribe(on: scheduler)
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
  /// each on `scheduler`, and tells how it went: the first failure, and the first success
  /// after failures.
  ///
  /// A failed save is tried again every ``retryDelay`` until it succeeds, so changes made
  /// while another program holds the database are stored once it lets go. When a newer list
  /// is waiting, the retry gives way to it: its save writes the failed changes too.
  ///
  /// Saves outlive the subscription: disposing it (the screen closed) stops taking lists
  /// and emitting events, but the lists already sent are still saved, in order. With
  /// `pendingWork` (the app's, `ServiceKey.pendingWork`), each list is pending work from
  /// the moment it is sent until it is saved, so an app that quits meanwhile waits for it
  /// (retrying), and says on standard error, with a failing exit status, that the
  /// counters were not kept if the last try failed.
  public func saving(
    _ counters: Observable<[Counter]>, on scheduler: SchedulerType,
    tracking pendingWork: PendingWork? = nil
  ) -> Observable<CounterSaveEvent> {
    Observable.create { [self] observer in
      let queue = PublishSubject<SaveRequest>()
      let listener = SerialDisposable()
      let progress = SaveProgress()
      // Not disposed with the subscriber: completes once the lists sent are saved.
      _ = queue.concatMap { request in
        self.attempt(request, progress: progress, on: scheduler, retrying: false)
      }
      .subscribe(onNext: { event in
        if !listener.isDisposed { observer.onNext(event) }
      })
      let input = counters.subscribe(
        onNext: { list in
          let number = progress.newest.add(1, ordering: .relaxed).newValue
          queue.onNext(
            SaveRequest(list: list, number: number, token: pendingWork?.begin(Self.savingLabel)))
        },
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

  /// How long a failed save waits before it is tried again: a second.
  public static let retryDelay: RxTimeInterval = .seconds(1)

  /// One list to save, numbered in the order sent, with its pending work.
  private struct SaveRequest {
    let list: [Counter]
    let number: Int
    let token: PendingWorkToken?
  }

  /// What the saves of one ``saving(_:on:tracking:)`` share: the newest list's number and
  /// whether the last try failed.
  private final class SaveProgress: Sendable {
    let newest = Atomic<Int>(0)
    let failing = Atomic<Bool>(false)
  }

  /// Saves `request` on `scheduler`, and again after ``retryDelay`` while it fails (unless a
  /// newer list is waiting); emits the first failure, and the success after failures.
  private func attempt(
    _ request: SaveRequest, progress: SaveProgress, on scheduler: SchedulerType,
    retrying: Bool
  ) -> Observable<CounterSaveEvent> {
    Observable<CounterSaveEvent>.deferred {
      if retrying, progress.newest.load(ordering: .relaxed) > request.number {
        request.token?.end()  // the newer list's save writes these changes too
        return .empty()
      }
      do throws(CountersError) {
        try self.save(request.list)
      } catch {
        request.token?.retrying(after: error)
        let again = self.attempt(request, progress: progress, on: scheduler, retrying: true)
          .delaySubscription(Self.retryDelay, scheduler: scheduler)
        let wasFailing = progress.failing.exchange(true, ordering: .relaxed)
        return wasFailing ? again : Observable.just(.failed(error)).concat(again)
      }
      request.token?.end()
      return progress.failing.exchange(false, ordering: .relaxed) ? .just(.recovered) : .empty()
    }
    .subscribe(on: scheduler)
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
