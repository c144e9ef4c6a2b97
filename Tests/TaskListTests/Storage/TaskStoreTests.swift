import Foundation
import Testing
import Trellis

@testable import TaskList

@Suite struct TaskStoreTests {
  @Test func theFirstRunSeedsTheSeedDocumentsTasksInOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try TaskStore(database: try folder.openDatabase())
    let tasks = try store.all()
    #expect(tasks.map(\.title) == TaskStore.seedTitles)
    #expect(
      tasks.map(\.title) == [
        "Go to https://github.com/devxoul", "Star repositories I am interested in",
        "Make a pull request",
      ])
    #expect(tasks.allSatisfy { !$0.isDone && $0.notes.isEmpty && $0.dueDate == nil })
    #expect(try store.namespace.appliedMigrations() == [1, 2])
  }

  @Test func seedingHappensOnlyOnTheFirstRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let database = try folder.openDatabase()
      let store = try TaskStore(database: database)
      for task in try store.all() { try store.delete(id: task.id) }
      #expect(try store.count() == 0)
      database.close()
    }
    // A restart: a new connection to the same file.
    let database = try folder.openDatabase()
    defer { database.close() }
    let store = try TaskStore(database: database)
    #expect(try store.count() == 0)
    _ = try TaskStore(database: database)
    #expect(try store.count() == 0)
  }

  @Test func tasksAreKeptAcrossARestart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let due = try #require(TaskDay("2026-04-01"))
    var saved: TaskItem
    do {
      let database = try folder.openDatabase()
      let store = try TaskStore(database: database)
      saved = try store.insert(TaskDraft(title: "Buy milk", notes: "oat", dueDate: due))
      saved.isDone = true
      _ = try store.update(saved)
      database.close()
    }
    let database = try folder.openDatabase()
    defer { database.close() }
    let store = try TaskStore(database: database)
    #expect(try store.task(id: saved.id) == saved)
    #expect(try store.all().first == saved)
    #expect(try store.count() == 4)
  }

  @Test func newTasksGetIdsThatAreNeverReused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try TaskStore(database: try folder.openDatabase())
    let first = try store.insert(TaskDraft(title: "One"))
    try store.delete(id: first.id)
    let second = try store.insert(TaskDraft(title: "Two"))
    #expect(second.id > first.id)
    #expect(try store.task(id: first.id) == nil)
  }

  @Test func changingOrDeletingAMissingTaskSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try TaskStore(database: try folder.openDatabase())
    #expect(throws: TaskListError.noSuchTask(id: 999)) {
      try store.update(TaskItem(id: 999, title: "Ghost"))
    }
    #expect(throws: TaskListError.noSuchTask(id: 999)) { try store.delete(id: 999) }
  }

  @Test func aBatchIsStoredAllOrNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try TaskStore(database: try folder.openDatabase())
    let before = try store.all()
    // The table refuses a blank title, so the whole batch is rolled back.
    #expect(throws: DatabaseError.self) {
      try store.insert([TaskDraft(title: "Fine"), TaskDraft(title: " ")])
    }
    #expect(try store.all() == before)
    let added = try store.insert([TaskDraft(title: "A"), TaskDraft(title: "B")])
    #expect(added.map(\.title) == ["A", "B"])
    #expect(try store.all().prefix(2).map(\.title) == ["B", "A"])
  }

  @Test func aStoredDueDateThatIsNotADayReadsAsNone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try TaskStore(database: try folder.openDatabase())
    try store.namespace.execute(
      "INSERT INTO tasks_items (title, due_date) VALUES (?, ?)", ["Odd", "someday"])
    let odd = try #require(try store.all().first)
    #expect(odd.title == "Odd")
    #expect(odd.dueDate == nil)
  }

  @Test func aClosedDatabaseIsAnErrorNotACrash() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    let store = try TaskStore(database: database)
    database.close()
    #expect(throws: DatabaseError.self) { try store.all() }
    #expect(throws: DatabaseError.self) { try TaskStore(database: database) }
  }
}
