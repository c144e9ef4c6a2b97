import Foundation
import Testing

@testable import TrellisServices

@Suite struct SettingsSectionTests {
  enum StorageTestSortOrder: String, Codable, Sendable {
    case due
    case title
  }

  private func makeSettings(_ folder: StorageTestFolder, environment: [String: String]) throws
    -> Settings
  {
    try folder.write(#"{"tasks": {"pageSize": 100, "compact": false}}"#, to: "settings.json")
    return try Settings(
      app: "trellis-demo", path: folder.file("settings.json"), environment: environment)
  }

  @Test func variableNamesAreAppSectionAndKeyInUpperCase() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: [:])
    let tasks = settings.section("tasks")
    #expect(tasks.environmentVariable(for: "pageSize") == "TRELLIS_DEMO_TASKS_PAGE_SIZE")
    #expect(tasks.environmentVariable(for: "sort-order") == "TRELLIS_DEMO_TASKS_SORT_ORDER")
    #expect(
      tasks.environmentVariable(for: "maxHTTPRetries2") == "TRELLIS_DEMO_TASKS_MAX_HTTPRETRIES2")
    #expect(
      SettingsNaming.variable(app: "my app.v2", section: "Repo Search", key: "per_page")
        == "MY_APP_V2_REPO_SEARCH_PER_PAGE")
  }

  @Test func theEnvironmentOverridesTheFileAndTheDefault() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(
      folder,
      environment: [
        "TRELLIS_DEMO_TASKS_PAGE_SIZE": "25", "TRELLIS_DEMO_TASKS_COMPACT": "yes",
        "TRELLIS_DEMO_TASKS_RATIO": "0.5", "TRELLIS_DEMO_TASKS_TITLE": "42",
        "TRELLIS_DEMO_TASKS_SORT_ORDER": "title", "TRELLIS_DEMO_TASKS_TAGS": #"["a", "b"]"#,
        "TRELLIS_DEMO_TASKS_EMPTY": "",
      ])
    let tasks = settings.section("tasks")
    #expect(try tasks.get("pageSize", default: 50) == 25)
    #expect(try tasks.get("compact", default: false) == true)
    #expect(try tasks.get("ratio", default: 1.0) == 0.5)
    #expect(try tasks.get("title", default: "") == "42")
    #expect(try tasks.get("sortOrder", default: StorageTestSortOrder.due) == .title)
    #expect(try tasks.get("tags", default: [String]()) == ["a", "b"])
    #expect(try tasks.get("empty", default: "default") == "default")
    #expect(tasks.source(of: "pageSize") == .environment(variable: "TRELLIS_DEMO_TASKS_PAGE_SIZE"))
    #expect(tasks.source(of: "empty") == .defaultValue)
  }

  @Test(arguments: [
    ("true", true), ("FALSE", false), ("on", true), ("off", false), ("1", true), ("0", false),
    ("No", false),
  ])
  func boolsAcceptTheUsualWords(text: String, value: Bool) throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: ["TRELLIS_DEMO_TASKS_COMPACT": text])
    #expect(try settings.section("tasks").get("compact", default: !value) == value)
  }

  @Test func aBadEnvironmentValueIsAClearErrorThatDoesNotEchoIt() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(
      folder,
      environment: [
        "TRELLIS_DEMO_TASKS_PAGE_SIZE": "ten", "TRELLIS_DEMO_TASKS_COMPACT": "perhaps",
        "TRELLIS_DEMO_TASKS_SORT_ORDER": "sideways",
      ])
    let tasks = settings.section("tasks")
    let error = #expect(throws: SettingsError.self) { try tasks.get("pageSize", default: 50) }
    #expect(
      error
        == .badEnvironmentValue(
          variable: "TRELLIS_DEMO_TASKS_PAGE_SIZE", expected: "a whole number such as 42"))
    #expect(
      error?.description
        == "The environment variable TRELLIS_DEMO_TASKS_PAGE_SIZE must be a whole number such as "
        + "42; its value is not. Correct it or unset it.")
    #expect(
      throws: SettingsError.badEnvironmentValue(
        variable: "TRELLIS_DEMO_TASKS_COMPACT", expected: "true or false (or yes/no, on/off, 1/0)")
    ) {
      try tasks.get("compact", default: false)
    }
    let sortError = #expect(throws: SettingsError.self) {
      try tasks.get("sortOrder", default: StorageTestSortOrder.due)
    }
    #expect(sortError?.description.contains("sideways") == false)
  }

  @Test func settingWritesTheFileEvenWhileOverridden() throws {
    let folder = try StorageTestFolder()
    let environment = ["TRELLIS_DEMO_TASKS_PAGE_SIZE": "25"]
    let settings = try makeSettings(folder, environment: environment)
    try settings.section("tasks").set("pageSize", 75)
    #expect(try settings.section("tasks").get("pageSize", default: 50) == 25)
    let without = try Settings(app: "trellis-demo", path: settings.path, environment: [:])
    #expect(try without.section("tasks").get("pageSize", default: 50) == 75)
    #expect(without.section("tasks").source(of: "pageSize") == .file(path: settings.path))
  }

  @Test func typedKeysCarryTheirDefault() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: [:])
    let pageSize = SettingKey("pageSize", default: 50)
    let density = SettingKey("density", default: 1.5)
    #expect(try settings.section("tasks").get(pageSize) == 100)
    #expect(try settings.section("tasks").get(density) == 1.5)
    try settings.section("tasks").set(density, 2.0)
    #expect(try settings.section("tasks").get(density) == 2.0)
  }

  @Test func emptyOrControlCharacterNamesAreRefused() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: [:])
    #expect(throws: SettingsError.invalidName("")) {
      try settings.section("tasks").set("", 1)
    }
    #expect(throws: SettingsError.invalidName("bad\u{1B}name")) {
      try settings.section("bad\u{1B}name").set("key", 1)
    }
    let description = SettingsError.invalidName("bad\u{1B}name").description
    #expect(!description.contains("\u{1B}"))
  }

  @Test func valuesThatJSONCannotHoldAreRefused() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: [:])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").set("ratio", Double.nan)
    }
    guard case .cannotEncode(let section, let key, _) = error else {
      Issue.record("expected .cannotEncode, got \(String(describing: error))")
      return
    }
    #expect(section == "tasks")
    #expect(key == "ratio")
    #expect(try settings.section("tasks").get("ratio", default: 1.0) == 1.0)
  }
}
