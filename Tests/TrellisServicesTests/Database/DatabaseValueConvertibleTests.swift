import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseValueConvertibleTests {
  @Test func swiftValuesBecomeTheirStorageClasses() {
    let parameters: [(any DatabaseValueConvertible)?] = [
      1, Int64(2), 2.5, "text", Data([9]), true, nil, Date(timeIntervalSince1970: 10),
      DatabaseValue.null, Optional<Int>.none,
    ]
    #expect(
      parameters.map { $0?.databaseValue ?? .null } == [
        .integer(1), .integer(2), .real(2.5), .text("text"), .blob(Data([9])), .integer(1), .null,
        .real(10), .null, .null,
      ])
  }

  @Test func conversionsFollowSQLiteAffinitiesAndNoMore() {
    #expect(Int.fromDatabaseValue(.real(3.0)) == 3)
    #expect(Int.fromDatabaseValue(.real(3.5)) == nil)
    #expect(Int.fromDatabaseValue(.real(1e300)) == nil)
    #expect(Int.fromDatabaseValue(.text("3")) == nil)
    #expect(Double.fromDatabaseValue(.integer(3)) == 3.0)
    #expect(String.fromDatabaseValue(.blob(Data("x".utf8))) == nil)
    #expect(Bool.fromDatabaseValue(.integer(2)) == true)
    #expect(Bool.fromDatabaseValue(.text("true")) == nil)
    #expect(Date.fromDatabaseValue(.integer(5)) == Date(timeIntervalSince1970: 5))
    #expect(Int?.fromDatabaseValue(.null) == .some(nil))
    #expect(Int?.fromDatabaseValue(.text("x")) == nil)
  }
}
