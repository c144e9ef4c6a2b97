import Foundation
import TrellisRx
import TrellisServices

/// Keeps the counters in the app's database, in the `counters` namespace: one row per
/// counter with its id, value and place in the list.
///
/// The list view model never sees it: the screen loads the initial counters with
/// ``load()`` and binds the view model's output to ``saving(_:on:)``, which writes the whole
/// list (a handful of rows) in one transaction. Writing the whole list means a failed save
/// is made good by the next one.
///
/// ```swift
/// let store = try CounterStore(database: database)
/// let counters = try store.load()          // migrates the table on first use
/// try store.save(counters + [Counter(id: UUID(), value: 0)])
/// ```
public final class CounterStore: Sendable {
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

  /// The database the counters live in.
  public let database: Database
  /// The counters' share of it.
  public let namespace: DatabaseNamespace

  /// A store in `database`'s `counters` namespace; nothing is read or written yet.
  ///
  /// - Throws: `DatabaseError.invalidNamespace` (not for this namespace's name).
  public init(database: Database) throws {
    self.database = database
    namespace = try database.namespace(Self.namespaceName)
  }

  /// Brings the table up to date and reads the counters in their order.
  ///
  /// - Throws: ``CountersError/cannotLoad(_:)`` when the database fails,
  ///   ``CountersError/unreadableRow(position:reason:)`` when a row is damaged. Nothing is
  ///   written either way.
  public func load() throws(CountersError) -> [Counter] {
    let rows: [Row]
    do {
      try namespace.migrate(Self.migrations)
      rows = try namespace.query("SELECT id, value FROM counters_items ORDER BY position, rowid")
    } catch {
      throw .cannotLoad(Self.databaseError(error))
    }
    var counters: [Counter] = []
    var seen = Set<UUID>()
    for (position, row) in rows.enumerated() {
      let text: String
      let value: Int
      do {
        text = try row.string("id")
        value = try row.int("value")
      } catch {
        throw .unreadableRow(position: position, reason: Self.databaseError(error).summary)
      }
      guard let id = UUID(uuidString: text) else {
        throw .unreadableRow(position: position, reason: "its id is not a UUID")
      }
      guard seen.insert(id).inserted else {
        throw .unreadableRow(position: position, reason: "its id is repeated")
      }
      counters.append(Counter(id: id, value: value))
    }
    return counters
  }

  /// Replaces the stored counters with `counters`, in their order, in one transaction: all
  /// or nothing.
  ///
  /// - Throws: ``CountersError/cannotSave(_:)``; the stored counters are then unchanged.
  public func save(_ counters: [Counter]) throws(CountersError) {
    do {
      try namespace.transaction {
        try namespace.execute("DELETE FROM counters_items")
        for (position, counter) in counters.enumerated() {
          try namespace.execute(
            "INSERT INTO counters_items (id, value, position) VALUES (?, ?, ?)",
            [counter.id.uuidString, counter.value, position])
        }
      }
    } catch {
      throw .cannotSave(Self.databaseError(error))
    }
  }

  /// Saves each list `counters` sends, one after the other (the next waits for the last),
  /// each on `scheduler`; emits the failures there and goes on with the next list.
  public func saving(_ counters: Observable<[Counter]>, on scheduler: ImmediateSchedulerType)
    -> Observable<CountersError>
  {
    counters.concatMap { [self] list in
      Observable<CountersError>.deferred {
        do throws(CountersError) {
          try self.save(list)
        } catch {
          return .just(error)
        }
        return .empty()
      }
      .subscribe(on: scheduler)
    }
  }

  /// `error` as the `DatabaseError` the database throws (anything else, which it does not
  /// throw, as a failed statement).
  private static func databaseError(_ error: Error) -> DatabaseError {
    error as? DatabaseError
      ?? .statementFailed(code: 1, message: String(describing: error), sql: "")
  }
}
