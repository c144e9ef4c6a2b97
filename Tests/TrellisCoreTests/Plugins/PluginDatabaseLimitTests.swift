import Foundation
import Testing
import TrellisServices

@testable import TrellisCore

/// A plugin's database is held to the limits of its namespace: a long query, a huge value
/// and a write past its quota are refused with a message naming the plugin, and the plugin
/// beside it stores its rows.
@MainActor
@Suite struct PluginDatabaseLimitTests {
  @Test func aPluginsRunawaySQLIsRefusedNamingThePlugin() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = DatabaseOptions()
    options.limits.statementTimeout = .milliseconds(300)
    options.limits.quotas["repo_search"] = 256 * 1_024
    let services = ServiceContainer()
    services.register(
      .database,
      try Database(path: folder.appendingPathComponent("app.sqlite").path, options: options))
    services.register(.notifier, AppNotifier())

    var messages: [String] = []
    let runaway = HostTestPlugin("repo-search", services: ["trellis.database"]) { context in
      let database = try context.database
      try database.execute("CREATE TABLE repo_search_blobs (data BLOB)")
      for sql in [
        "WITH RECURSIVE repo_search_c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM repo_search_c "
          + "WHERE x < 5000000000) SELECT count(*) FROM repo_search_c",
        "SELECT length(randomblob(300000000))",
        "INSERT INTO repo_search_blobs VALUES (zeroblob(1048576))",
      ] {
        do {
          _ = try database.query(sql)
          messages.append("ran: \(sql)")
        } catch {
          messages.append("\(error)")
        }
      }
    }
    let neighbour = HostTestPlugin("counters", services: ["trellis.database"]) { context in
      try context.database.execute("CREATE TABLE counters_values (n INTEGER)")
      try context.database.execute("INSERT INTO counters_values VALUES (1)")
    }
    let app = App(
      name: "Limits", version: "1.0.0", plugins: [runaway, neighbour], services: services)
    #expect(app.report.status(of: "repo-search") == .loaded, "\(app.report)")
    #expect(app.report.status(of: "counters") == .loaded, "\(app.report)")
    #expect(messages.count == 3)
    for message in messages {
      #expect(message.contains("The plugin \"repo-search\""), "\(message)")
    }
    #expect(messages.first?.contains("longer than its limit of 0.3 s") == true)
    #expect(messages.dropFirst().first?.contains("larger than the limit of 64 MiB") == true)
    #expect(messages.last?.contains("more than its quota of 256 KiB") == true)
    let rows = try services.resolve(.database).query("SELECT n FROM counters_values")
    #expect(rows.count == 1)
  }
}

/// The quotas the user sets in the shell's settings section reach the database options.
@Suite struct DatabaseQuotaSettingsTests {
  @Test func theQuotaSettingsBecomeTheDatabaseLimits() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-quota-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = try Settings(
      app: "quota", path: folder.appendingPathComponent("settings.json").path, environment: [:])
    #expect(DatabaseQuotaSettings(settings: settings).options == DatabaseOptions())
    let section = settings.section("trellis")
    try section.set("databaseQuotaMiB", 2)
    try section.set("databaseQuotasMiB", ["repo-search": 5, "bad_id": 3])
    let read = DatabaseQuotaSettings(settings: settings)
    #expect(read.options.limits.namespaceQuota == 2 * 1_024 * 1_024)
    #expect(read.options.limits.quotas == ["repo_search": 5 * 1_024 * 1_024])
    #expect(read.problems.count == 1)
    #expect(read.problems.first?.contains("trellis.databaseQuotasMiB") == true)
    try section.set("databaseQuotaMiB", 0)
    #expect(
      DatabaseQuotaSettings(settings: settings).options.limits.namespaceQuota
        == 256 * 1_024 * 1_024)
  }
}
