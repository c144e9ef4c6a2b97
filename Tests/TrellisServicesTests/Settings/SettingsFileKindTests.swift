import Foundation
import Testing

@testable import TrellisServices

/// What is at the settings path but is not a settings file — a folder, a device, binary
/// data — is named as such and left alone; it is not blamed on permissions.
@Suite struct SettingsFileKindTests {
  @Test func aFolderIsNotASettingsFile() throws {
    let folder = try StorageTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("settings.json"), withIntermediateDirectories: true)
    let error = #expect(throws: SettingsError.self) {
      try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    }
    #expect(
      error
        == .notASettingsFile(
          path: folder.file("settings.json"), reason: "it is a folder, not a file"))
    let message = error?.description ?? ""
    #expect(
      message.hasPrefix("\(folder.file("settings.json")) is not a settings file: it is a folder"))
    #expect(message.contains("A settings file holds a JSON object"))
    #expect(!message.contains("permission"))
  }

  @Test func aDeviceIsNotASettingsFile() {
    let error = #expect(throws: SettingsError.self) {
      try Settings(app: "app", path: "/dev/null", environment: [:])
    }
    #expect(
      error
        == .notASettingsFile(
          path: "/dev/null", reason: "it is a device, pipe or socket, not a file"))
  }

  @Test func binaryDataIsNotASettingsFileAndIsLeftWhereItIs() throws {
    let folder = try StorageTestFolder()
    let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
    try picture.write(to: URL(fileURLWithPath: folder.file("photo.png")))
    let error = #expect(throws: SettingsError.self) {
      try Settings(app: "app", path: folder.file("photo.png"), environment: [:])
    }
    #expect(
      error
        == .notASettingsFile(
          path: folder.file("photo.png"), reason: "it holds binary data, not JSON text"))
    #expect(error?.description.contains("is not a settings file") == true)
    #expect(!(error?.description.contains("permission") ?? true))
    #expect(try folder.names() == ["photo.png"])  // not moved aside
    #expect(try folder.read("photo.png") == picture)
  }

  @Test func textThatIsNotJSONIsStillAMalformedSettingsFile() throws {
    let folder = try StorageTestFolder()
    try folder.write("pageSize: 50\n", to: "settings.json")
    let settings = try Settings(app: "app", path: folder.file("settings.json"), environment: [:])
    #expect(settings.recovery != nil)
  }
}
