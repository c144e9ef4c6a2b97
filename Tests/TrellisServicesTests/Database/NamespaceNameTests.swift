import Foundation
import Testing

@testable import TrellisServices

/// One rule for plugin ids and namespace names, and a file in which no namespace's tables
/// can be another's.
@Suite struct NamespaceNameTests {
  @Test(arguments: [
    ("tasks", "tasks"), ("repo-search", "repo_search"), ("photo-gallery-2", "photo_gallery_2"),
    ("a", "a"), ("x1-y2-z3", "x1_y2_z3"),
    (String(repeating: "a", count: 64), String(repeating: "a", count: 64)),
  ])
  func aPluginIDMapsToItsNamespaceName(id: String, name: String) throws {
    #expect(try DatabaseNamespace.name(forPluginID: id) == name)
    try DatabaseNamespace.validate(name)
  }

  @Test(arguments: [
    ("repo_search", "\"_\""), ("repo.search", "\".\""), ("repo--search", "\"--\""),
    ("repo-", "end with"), ("-repo", "1 to 64"), ("2fa", "starting with a letter"),
    ("Repo", "lowercase"), ("", "1 to 64"), ("sqlite-tools", "reserved"),
    ("trellis", "reserved"), ("trellis-extra", "reserved"), ("répo", "lowercase"),
    (String(repeating: "a", count: 65), "1 to 64"),
  ])
  func idsThatCannotMapAreRefusedSayingWhy(id: String, why: String) throws {
    let error = #expect(throws: DatabaseError.self) {
      try DatabaseNamespace.name(forPluginID: id)
    }
    guard case .invalidNamespace(let refused, let reason) = error else {
      Issue.record("expected .invalidNamespace, got \(String(describing: error))")
      return
    }
    #expect(refused == id)
    #expect(reason.contains("the plugin id"), "\(reason)")
    #expect(reason.contains(why), "\(reason)")
  }

  @Test func theMappingIsOneToOne() throws {
    let ids = ["repo-search", "reposearch", "repo-s-earch", "re-po-search", "repo-search2"]
    let names = try ids.map(DatabaseNamespace.name(forPluginID:))
    #expect(Set(names).count == ids.count)
    #expect(names.map { $0.replacingOccurrences(of: "_", with: "-") } == ids)
  }

  @Test func namespacesWhoseTablesWouldOverlapCannotShareAFile() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("overlap.sqlite")
    let database = try Database(path: path)
    let repo = try database.namespace("repo")
    try repo.execute("CREATE TABLE repo_search_cache (x)")
    for name in ["repo_search", "repo_x_y"] {
      let error = #expect(throws: DatabaseError.self) { try database.namespace(name) }
      guard case .invalidNamespace(name, let reason) = error else {
        Issue.record("expected .invalidNamespace(\(name)), got \(String(describing: error))")
        continue
      }
      #expect(reason.contains("the namespace \"repo\" is already in this database"), "\(reason)")
      #expect(reason.contains("another id"), "\(reason)")
    }
    // The record is in the file: another connection, later, is refused the same way, and
    // the other way round (a shorter name under a longer one's) as well.
    database.close()
    let reopened = try Database(path: path)
    #expect(throws: DatabaseError.self) { try reopened.namespace("repo_search") }
    _ = try reopened.namespace("photo_gallery")
    #expect(throws: DatabaseError.self) { try reopened.namespace("photo") }
    _ = try reopened.namespace("repository")  // "repository_" is not under "repo_"
    _ = try reopened.namespace("repo")
    #expect(
      try reopened.query("SELECT name FROM trellis_namespaces ORDER BY name").map {
        try $0.string("name")
      } == ["photo_gallery", "repo", "repository"])
  }

  @Test func aNamespaceFromBeforeTheRecordIsFoundByItsMigrations() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("old.sqlite")
    let database = try Database(path: path)
    try database.execute(
      "CREATE TABLE trellis_repo_migrations (version INTEGER PRIMARY KEY, applied_at TEXT)")
    #expect(throws: DatabaseError.self) { try database.namespace("repo_search") }
    _ = try database.namespace("repo")
  }

  @Test func theRecordIsOutsideEveryNamespace() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.migrate([Migration(1, "CREATE TABLE tasks_more (x)")])
    fixture.expectRefused("SELECT * FROM trellis_namespaces", mentioning: "is outside")
    fixture.expectRefused("DELETE FROM trellis_namespaces", mentioning: "is outside")
    // Not even its own migration record.
    fixture.expectRefused("DELETE FROM trellis_tasks_migrations", mentioning: "is outside")
  }
}
