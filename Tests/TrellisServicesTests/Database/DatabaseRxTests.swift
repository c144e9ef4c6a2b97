import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@testable import TrellisServices

@Suite struct DatabaseRxTests {
  @Test func queriesAndWritesRunOffTheCallingThreadAndDeliverResults() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("rx.sqlite"))
    try database.execute("CREATE TABLE t (x INTEGER)")
    _ = try database.rx.execute("INSERT INTO t VALUES (?)", [41]).toBlocking().toArray()
    let threadWasMain = try database.rx.transaction { () -> Bool in
      try database.execute("UPDATE t SET x = x + 1")
      return Thread.isMainThread
    }.toBlocking().first()
    #expect(threadWasMain == false)
    let rows = try database.rx.query("SELECT x FROM t").toBlocking().first()
    #expect(try rows?.first?.int("x") == 42)
  }

  @Test func errorsArriveAsErrorEvents() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("rx-error.sqlite"))
    let result = database.rx.query("SELECT * FROM missing").toBlocking().materialize()
    guard case .failed(_, let error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect((error as? DatabaseError)?.description.contains("no such table: missing") == true)
  }

  @Test func workRunsWhenTheSchedulerGetsToItAndNotAfterDisposal() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("rx-scheduler.sqlite"))
    let tasks = try database.namespace("tasks")
    try tasks.migrate([Migration(1, "CREATE TABLE tasks_items (title TEXT)")])
    let scheduler = TestScheduler(initialClock: 0)

    let disposed = tasks.rx.execute("INSERT INTO tasks_items VALUES ('dropped')", on: scheduler)
      .subscribe()
    disposed.dispose()
    var completed = false
    let kept = tasks.rx.execute("INSERT INTO tasks_items VALUES ('kept')", on: scheduler)
      .subscribe(onCompleted: { completed = true })
    #expect(try tasks.query("SELECT * FROM tasks_items").isEmpty)

    scheduler.start()

    #expect(completed)
    #expect(
      try tasks.query("SELECT title FROM tasks_items").map { try $0.string("title") } == ["kept"])
    kept.dispose()
  }

  @Test func namespaceMigrationsAndTransactionsAsSingles() throws {
    let folder = try StorageTestFolder()
    let tasks = try Database(path: folder.file("rx-ns.sqlite")).namespace("tasks")
    let applied = try tasks.rx.migrate([Migration(1, "CREATE TABLE tasks_items (title TEXT)")])
      .toBlocking().first()
    #expect(applied == [1])
    let count = try tasks.rx.transaction { () -> Int in
      try tasks.execute("INSERT INTO tasks_items VALUES ('a')")
      return try tasks.query("SELECT count(*) AS n FROM tasks_items")[0].int("n")
    }.toBlocking().first()
    #expect(count == 1)
    #expect(try tasks.rx.query("SELECT title FROM tasks_items").toBlocking().first()?.count == 1)
  }
}
