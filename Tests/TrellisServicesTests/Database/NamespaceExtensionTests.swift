import CSQLite
import Foundation
import Testing

@testable import TrellisServices

/// Code from outside the file: extension loading is off on the connection, and the
/// functions that reach the file system are refused in a namespace even when an app has
/// them.
@Suite struct NamespaceExtensionTests {
  @Test func loadExtensionIsRefusedInANamespace() throws {
    let fixture = try NamespaceWallFixture()
    let library = fixture.folder.file("evil.so")
    fixture.expectRefused(
      "SELECT load_extension('\(library)')", mentioning: "load_extension() reaches outside")
    fixture.expectRefused(
      "INSERT INTO tasks_items (title) VALUES (load_extension('\(library)', 'init'))",
      mentioning: "load_extension")
  }

  @Test func extensionLoadingIsOffForTheAppToo() throws {
    let fixture = try NamespaceWallFixture()
    // With loading on, SQLite would try the file and say it cannot open it; off, it
    // refuses before looking (the same switch covers sqlite3_load_extension in C).
    let error = #expect(throws: DatabaseError.self) {
      try fixture.database.query("SELECT load_extension(?)", [fixture.folder.file("x.so")])
    }
    #expect(error?.description.contains("not authorized") == true, "\(String(describing: error))")
  }

  @Test(arguments: ["readfile", "writefile", "edit", "fts3_tokenizer", "load_extension"])
  func functionsThatReachOutsideTheFileAreRefused(name: String) {
    // The library has none of these but load_extension and fts3_tokenizer (the shell adds
    // the others): the authorizer is asked directly, as SQLite would ask it.
    let authorizer = DatabaseAuthorizer()
    authorizer.namespace = "tasks"
    let verdict = authorizer.authorize(action: SQLITE_FUNCTION, nil, name, nil, nil)
    #expect(verdict == SQLITE_DENY)
    #expect(authorizer.denial?.contains("\(name)()") == true)
    authorizer.namespace = nil
    #expect(authorizer.authorize(action: SQLITE_FUNCTION, nil, name, nil, nil) == SQLITE_OK)
  }

  @Test func fts3TokenizerIsRefusedInANamespace() throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused("SELECT fts3_tokenizer('simple')", mentioning: "fts3_tokenizer")
  }
}
