import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseTransactionTests {
  struct StorageTestAbort: Error, Equatable {}

  private func makeDatabase(_ folder: StorageTestFolder) throws -> Database {
    let database = try Database(path: folder.file("tx.sqlite"))
    try database.execute("CREATE TABLE items (name TEXT)")
    return database
  }

  private func names(_ database: Database) throws -> [String] {
    try database.query("SELECT name FROM items ORDER BY rowid").map { try $0.string("name") }
  }

  @Test func commitsWhenTheBodyReturns() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    let count = try database.transaction {
      try database.execute("INSERT INTO items VALUES ('a')")
      try database.execute("INSERT INTO items VALUES ('b')")
      return try database.query("SELECT count(*) AS n FROM items")[0].int("n")
    }
    #expect(count == 2)
    #expect(try names(database) == ["a", "b"])
    let other = try Database(path: database.path)
    #expect(try names(other) == ["a", "b"])
  }

  @Test func rollsBackAndRethrowsWhenTheBodyThrows() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    #expect(throws: StorageTestAbort()) {
      try database.transaction {
        try database.execute("INSERT INTO items VALUES ('lost')")
        throw StorageTestAbort()
      }
    }
    #expect(try names(database).isEmpty)
    try database.execute("INSERT INTO items VALUES ('after')")
    #expect(try names(database) == ["after"])
  }

  @Test func aFailingStatementRollsBackTheWholeTransaction() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    #expect(throws: DatabaseError.self) {
      try database.transaction {
        try database.execute("INSERT INTO items VALUES ('first')")
        try database.execute("INSERT INTO missing VALUES ('second')")
      }
    }
    #expect(try names(database).isEmpty)
  }

  @Test func nestedTransactionsAreSavepoints() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    try database.transaction {
      try database.execute("INSERT INTO items VALUES ('outer')")
      #expect(throws: StorageTestAbort()) {
        try database.transaction {
          try database.execute("INSERT INTO items VALUES ('inner, rolled back')")
          throw StorageTestAbort()
        }
      }
      try database.transaction {
        try database.execute("INSERT INTO items VALUES ('inner, kept')")
        try database.transaction {
          try database.execute("INSERT INTO items VALUES ('innermost')")
        }
      }
    }
    #expect(try names(database) == ["outer", "inner, kept", "innermost"])
  }

  @Test func anOuterRollbackUndoesCommittedSavepoints() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    #expect(throws: StorageTestAbort()) {
      try database.transaction {
        try database.transaction {
          try database.execute("INSERT INTO items VALUES ('inner')")
        }
        throw StorageTestAbort()
      }
    }
    #expect(try names(database).isEmpty)
  }

  @Test func otherThreadsReadTheCommittedStateAndTheirWritesWait() throws {
    let folder = try StorageTestFolder()
    let database = try makeDatabase(folder)
    let started = DispatchSemaphore(value: 0)
    let read = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let failures = StorageTestFailures()
    let seenByOtherThread = StorageTestBox<[String]>([])
    try database.transaction {
      try database.execute("INSERT INTO items VALUES ('one')")
      DispatchQueue.global().async {
        started.signal()
        do {
          // A reader does not wait: it sees what was committed, none of the transaction.
          seenByOtherThread.value = try database.query("SELECT name FROM items").map {
            try $0.string("name")
          }
          read.signal()
          // A write waits until the transaction ends, and comes after it.
          try database.execute("INSERT INTO items VALUES ('three')")
        } catch {
          failures.record(error)
          read.signal()
        }
        finished.signal()
      }
      started.wait()
      read.wait()
      try database.execute("INSERT INTO items VALUES ('two')")
    }
    finished.wait()
    #expect(failures.all.isEmpty)
    #expect(seenByOtherThread.value == [])
    let names = try database.query("SELECT name FROM items ORDER BY rowid").map {
      try $0.string("name")
    }
    #expect(names == ["one", "two", "three"])
  }

}
