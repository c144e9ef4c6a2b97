import Foundation
import Testing

@testable import TrellisServices

/// A whole number too big (or too small) for its setting says so, with the limit, whether
/// it comes from the environment or from the file.
@Suite struct SettingsNumberRangeTests {
  @Test func aNumberTooBigInTheEnvironmentSaysTooBigAndGivesTheLimit() throws {
    let folder = try StorageTestFolder()
    let variable = "APP_TASKS_PAGE_SIZE"
    let settings = try Settings(
      app: "app", path: folder.file("settings.json"),
      environment: [variable: "99999999999999999999"])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").get("pageSize", default: 50)
    }
    #expect(
      error
        == .environmentNumberOutOfRange(
          variable: variable, tooBig: true, limit: "9223372036854775807"))
    #expect(
      error?.description
        == "The environment variable APP_TASKS_PAGE_SIZE is too big: the setting takes whole "
        + "numbers up to 9223372036854775807. Correct it or unset it.")
  }

  @Test func aNumberTooSmallForItsTypeSaysTooSmall() throws {
    let folder = try StorageTestFolder()
    let settings = try Settings(
      app: "app", path: folder.file("settings.json"), environment: ["APP_IO_RETRIES": "-1"])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("io").get("retries", default: UInt8(3))
    }
    #expect(
      error == .environmentNumberOutOfRange(variable: "APP_IO_RETRIES", tooBig: false, limit: "0"))
    #expect(
      error?.description.contains("too small: the setting takes whole numbers down to 0") == true)
  }

  @Test(arguments: ["99999999999999999999", "3000000000", "1e30"])
  func aNumberTooBigInTheFileSaysTooBigAndGivesTheLimit(written: String) throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"limit": \#(written)}}"#, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").get("limit", default: Int32(10))
    }
    #expect(
      error
        == .numberOutOfRange(
          section: "tasks", key: "limit", path: folder.file("settings.json"), tooBig: true,
          limit: "2147483647"))
    #expect(
      error?.description
        == "The setting \"limit\" in section \"tasks\" of \(folder.file("settings.json")) is too "
        + "big: the setting takes whole numbers up to 2147483647. Correct or remove it.")
  }

  @Test func anOptionalWholeNumberHasItsWrappedTypesRange() throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"limit": -99999999999999999999}}"#, to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    let error = #expect(throws: SettingsError.self) {
      try settings.section("tasks").get("limit", default: Int?.none)
    }
    #expect(
      error
        == .numberOutOfRange(
          section: "tasks", key: "limit", path: folder.file("settings.json"), tooBig: false,
          limit: "-9223372036854775808"))
  }

  @Test func aFractionOrTextIsStillNotAWholeNumber() throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"a": 1.5, "b": "many"}}"#, to: "settings.json")
    let settings = try Settings(
      app: "app", path: folder.file("settings.json"), environment: ["APP_TASKS_C": "lots"])
    let path = folder.file("settings.json")
    #expect(
      throws: SettingsError.badValue(
        section: "tasks", key: "a", path: path, expected: "a whole number such as 42",
        found: "a number")
    ) {
      try settings.section("tasks").get("a", default: 0)
    }
    #expect(
      throws: SettingsError.badEnvironmentValue(
        variable: "APP_TASKS_C", expected: "a whole number such as 42")
    ) {
      try settings.section("tasks").get("c", default: 0)
    }
  }

  @Test func numbersInRangeStillRead() throws {
    let folder = try StorageTestFolder()
    try folder.write(#"{"tasks": {"limit": 2147483647}}"#, to: "settings.json")
    let settings = try Settings(
      app: "app", path: folder.file("settings.json"), environment: ["APP_TASKS_MIN": "-128"])
    #expect(try settings.section("tasks").get("limit", default: Int32(0)) == Int32.max)
    #expect(try settings.section("tasks").get("min", default: Int8(0)) == Int8.min)
  }
}
