import Foundation
import Testing

@testable import TrellisServices

@Suite struct RowTests {
  private let row = Row(
    columns: ["id", "Title", "score", "note", "flag", "payload"],
    values: [.integer(7), .text("Hello"), .real(2.0), .null, .integer(0), .blob(Data([1, 2]))])

  @Test func readsTypedColumnsByNameIgnoringCase() throws {
    #expect(try row.int("id") == 7)
    #expect(try row.string("title") == "Hello")
    #expect(try row.double("score") == 2.0)
    #expect(try row.int("score") == 2)
    #expect(try row.double("id") == 7.0)
    #expect(try row.bool("flag") == false)
    #expect(try row.data("payload") == Data([1, 2]))
    #expect(try row.data("Title") == Data("Hello".utf8))
    #expect(row[1] == .text("Hello"))
    #expect(row[99] == .null)
    #expect(row.contains("NOTE"))
    #expect(!row.contains("missing"))
  }

  @Test func readsNullAsNilOnlyForOptionals() throws {
    #expect(try row.get("note", as: Int?.self) == nil)
    #expect(try row.get("id", as: Int?.self) == 7)
    #expect(throws: DatabaseError.unexpectedNull(column: "note", expected: "Int")) {
      try row.int("note")
    }
  }

  @Test func namesTheColumnWhenAReadFails() throws {
    #expect(
      throws: DatabaseError.noSuchColumn(
        column: "missing", available: ["id", "Title", "score", "note", "flag", "payload"])
    ) {
      try row.int("missing")
    }
    #expect(throws: DatabaseError.typeMismatch(column: "Title", expected: "Int", found: "TEXT")) {
      try row.int("Title")
    }
    #expect(throws: DatabaseError.typeMismatch(column: "id", expected: "String", found: "INTEGER"))
    {
      try row.string("id")
    }
    let fraction = Row(columns: ["x"], values: [.real(2.5)])
    #expect(throws: DatabaseError.typeMismatch(column: "x", expected: "Int", found: "REAL")) {
      try fraction.int("x")
    }
    let error = DatabaseError.typeMismatch(column: "Title", expected: "Int", found: "TEXT")
    #expect(error.description.contains("read the column as an optional"))
  }

  @Test func describesItselfWithoutBlobContents() {
    #expect(
      row.description
        == "[id: 7, Title: 'Hello', score: 2.0, note: NULL, flag: 0, payload: <2 bytes>]")
  }
}
