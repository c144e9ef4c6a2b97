import Foundation
import Testing

@testable import TrellisServices

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsTests {
  struct StorageTestLayout: Codable, Equatable, Sendable {
    var columns: [String]
    var compact: Bool
  }

  @Test func aMissingFileMeansDefaultsAndTheFirstSetCreatesIt() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("config/app/settings.json")
    let settings = try Settings(app: "app", path: path, environment: [:])
    #expect(settings.recovery == nil)
    #expect(try settings.section("tasks").get("pageSize", default: 50) == 50)
    #expect(!FileManager.default.fileExists(atPath: path))
    try settings.section("tasks").set("pageSize", 100)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func valuesRoundTripThroughTheFile() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("settings.json")
    let layout = StorageTestLayout(columns: ["title", "due"], compact: true)
    let due = Date(timeIntervalSince1970: 1_700_000_000)
    do {
      let settings = try Settings(app: "app", path: path, environment: [:])
      let tasks = settings.section("tasks")
      try tasks.set("pageSize", 100)
      try tasks.set("ratio", 0.25)
      try tasks.set("sortOrder", "due \"soon\"\n")
      try tasks.set("layout", layout)
      try tasks.set("lastSync", due)
      try tasks.set("tags", ["a", "b"])
      try settings.section("github").set("perPage", 30)
    }
    let reloaded = try Settings(app: "app", path: path, environment: [:])
    let tasks = reloaded.section("tasks")
    #expect(try tasks.get("pageSize", default: 0) == 100)
    #expect(try tasks.get("ratio", default: 0.0) == 0.25)
    #expect(try tasks.get("sortOrder", default: "") == "due \"soon\"\n")
    #expect(
      try tasks.get("layout", default: StorageTestLayout(columns: [], compact: false)) == layout)
    #expect(try tasks.get("lastSync", default: Date.distantPast) == due)
    #expect(try tasks.get("tags", default: [String]()) == ["a", "b"])
    #expect(tasks.keys == ["lastSync", "layout", "pageSize", "ratio", "sortOrder", "tags"])
    #expect(reloaded.sectionNames == ["github", "tasks"])
    #expect(try reloaded.section("github").get("perPage", default: 0) == 30)
  }

  @Test func theFileIsReadableJSONWithASectionPerPlugin() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("settings.json")
    let settings = try Settings(app: "app", path: path, environment: [:])
    try settings.section("tasks").set("pageSize", 100)
    try settings.section("counters").set("step", 2)
    let text = String(decoding: try folder.read("settings.json"), as: UTF8.self)
    #expect(
      text == """
        {
          "counters": {
            "step": 2
          },
          "tasks": {
            "pageSize": 100
          }
        }

        """)
  }

  @Test func keepsKeysItDoesNotKnow() throws {
    let folder = try StorageTestFolder()
    try folder.write(
      #"{"tasks": {"future": {"nested": [1, 2.5, null]}}, "other": {}}"#, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    try settings.section("tasks").set("pageSize", 10)
    let reloaded = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    #expect(reloaded.section("tasks").keys == ["future", "pageSize"])
    #expect(
      reloaded.storedValue(section: "tasks", key: "future")
        == .object(["nested": .array([.integer(1), .double(2.5), .null])]))
    #expect(reloaded.sectionNames == ["other", "tasks"])
  }

  @Test func removingAKeyBringsBackTheDefault() throws {
    let folder = try StorageTestFolder()
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let tasks = settings.section("tasks")
    try tasks.set("pageSize", 7)
    try tasks.remove("pageSize")
    #expect(try tasks.get("pageSize", default: 50) == 50)
    #expect(settings.sectionNames.isEmpty)
  }

  @Test func aMalformedFileIsMovedAsideWithItsLineAndColumnAndDefaultsApply() throws {
    let folder = try StorageTestFolder()
    let broken = "{\n  \"tasks\": {\n    \"pageSize\": 100,\n  }\n}\n"
    try folder.write(broken, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let recovery = try #require(settings.recovery)
    #expect(
      recovery.reason
        == .malformedFile(
          path: folder.file("settings.json"), line: 4, column: 3,
          reason: "expected a key in double quotes (is there a comma too many?)"))
    #expect(recovery.movedTo.hasPrefix(folder.file("settings.json.malformed-")))
    #expect(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)) == Data(broken.utf8))
    #expect(recovery.message.contains("at line 4, column 3"))
    #expect(recovery.message.contains("the default settings are in use"))
    #expect(try settings.section("tasks").get("pageSize", default: 50) == 50)
    try settings.section("tasks").set("pageSize", 60)
    let names = try folder.names()
    #expect(names.count == 2)
    #expect(names.contains("settings.json"))
  }

  @Test(arguments: [
    ("[1, 2]", "it must hold a JSON object with one object per section, not a list"),
    (#"{"tasks": 3}"#, "section \"tasks\" must be a JSON object, not a whole number"),
  ])
  func aFileOfTheWrongShapeIsMovedAsideToo(contents: String, reason: String) throws {
    let folder = try StorageTestFolder()
    try folder.write(contents, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    #expect(
      settings.recovery?.reason
        == .malformedFile(
          path: folder.file("settings.json"), line: nil, column: nil, reason: reason))
  }

  @Test func anEmptyFileIsNotMalformed() throws {
    let folder = try StorageTestFolder()
    try folder.write("\n  \n", to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    #expect(settings.recovery == nil)
    #expect(try folder.names() == ["settings.json"])
  }

  @Test func aValueOfTheWrongTypeInTheFileIsAClearError() throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"pageSize": "many"}}"#, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").get("pageSize", default: 50)
    }
    #expect(
      error
        == .badValue(
          section: "tasks", key: "pageSize", path: folder.file("settings.json"),
          expected: "a whole number such as 42", found: "text"))
    #expect(error?.description.contains("many") == false)
  }

  @Test func aFailedSaveChangesNothing() throws {
    let folder = try StorageTestFolder()
    try folder.write("a file where the folder should be", to: "blocker")
    let settings = try Settings(
      app: "app", path: folder.file("blocker/settings.json"), environment: [:])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").set("pageSize", 100)
    }
    guard case .cannotSave(let path, let reason) = error else {
      Issue.record("expected .cannotSave, got \(String(describing: error))")
      return
    }
    #expect(path == folder.file("blocker/settings.json"))
    #expect(reason.contains("it is a file, not a folder"))
    #expect(try settings.section("tasks").get("pageSize", default: 50) == 50)
  }

  @Test func savingReplacesTheFileAtomicallyAndKeepsItsMode() throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"pageSize": 1}}"#, to: "settings.json", mode: 0o600)
    var before = stat()
    stat(folder.file("settings.json"), &before)
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    try settings.section("tasks").set("pageSize", 2)
    var after = stat()
    stat(folder.file("settings.json"), &after)
    #expect(after.st_mode & 0o777 == 0o600)
    // A rename puts a new file in place: a reader holding the old one keeps it whole.
    #expect(after.st_ino != before.st_ino)
    #expect(try folder.names() == ["settings.json"])
  }

  @Test func settingsAreSafeToUseFromSeveralThreads() throws {
    let folder = try StorageTestFolder()
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let failures = StorageTestFailures()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      do {
        try settings.section("s\(index)").set("value", index)
        _ = try settings.section("s\(index)").get("value", default: -1)
      } catch {
        failures.record(error)
      }
    }
    #expect(failures.all.isEmpty)
    let reloaded = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    for index in 0..<8 {
      #expect(try reloaded.section("s\(index)").get("value", default: -1) == index)
    }
  }

  @Test func theDefaultPathFollowsXDGConfigHome() throws {
    let folder = try StorageTestFolder()
    let settings = try Settings(app: "notes", environment: ["XDG_CONFIG_HOME": folder.file("cfg")])
    #expect(settings.path == folder.file("cfg/notes/settings.json"))
    #expect(settings.secretsDirectory == folder.file("cfg/notes/secrets"))
    let fallback = try Settings(app: "notes", environment: ["HOME": folder.file("home")])
    #expect(fallback.path == folder.file("home/.config/notes/settings.json"))
  }
}
