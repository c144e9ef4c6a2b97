import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@testable import TrellisServices

/// Runs the code of the DocC article "Storing data" (StoringData.md), so it stays true.
@Suite struct StoringDataExampleTests {
  @Test func theArticlesExampleRunsAsWritten() throws {
    let folder = try StorageTestFolder()
    let environment = ["XDG_DATA_HOME": folder.path]
    var printed: [String] = []

    let database = try Database(app: "trellis-demo", environment: environment)
    if let recovery = database.recovery {
      printed.append(recovery.message)
    }

    let tasks = try database.namespace("tasks")
    try tasks.migrate([
      Migration(1, "CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)"),
      Migration(2, "ALTER TABLE tasks_items ADD COLUMN done INTEGER NOT NULL DEFAULT 0"),
    ])

    try tasks.transaction {
      try tasks.execute("INSERT INTO tasks_items (title) VALUES (?)", ["Water the plants"])
      try tasks.execute("INSERT INTO tasks_items (title, done) VALUES (?, ?)", ["Buy seeds", true])
    }

    let open = try tasks.query("SELECT id, title FROM tasks_items WHERE done = ?", [false])
    for row in open {
      printed.append("\(try row.int("id")) \(try row.string("title"))")
    }

    #expect(printed == ["1 Water the plants"])
    #expect(database.path == folder.file("trellis-demo/database.sqlite"))
  }

  @Test func theViewModelSnippetDeliversTheTitles() throws {
    let folder = try StorageTestFolder()
    let tasks = try Database(path: folder.file("vm.sqlite")).namespace("tasks")
    try tasks.migrate([
      Migration(1, "CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT)")
    ])
    try tasks.execute("INSERT INTO tasks_items (title) VALUES ('a'), ('b')")
    let refresh = BehaviorSubject<Void>(value: ())
    let delivered = StorageTestBox<[String]?>(nil)
    try SharingScheduler.mock(scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) {
      let titles: Driver<[String]> =
        refresh
        .flatMapLatest { _ in
          tasks.rx.query("SELECT title FROM tasks_items ORDER BY id")
            .map { rows in try rows.map { try $0.string("title") } }
            .asObservable()
        }
        .asDriver(onErrorJustReturn: [])
      delivered.value = try titles.asObservable().take(1).toBlocking().first()
    }
    #expect(delivered.value == ["a", "b"])
  }
}
