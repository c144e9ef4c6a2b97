import Foundation
import Testing

@testable import TrellisServices

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SecretTests {
  private let value = "ghp_S3cr3t-t0ken-value"

  private func makeSettings(
    _ folder: StorageTestFolder, environment: [String: String] = [:], json: String = "{}"
  ) throws -> Settings {
    try folder.write(json, to: "settings.json")
    return try Settings(app: "demo", path: folder.file("settings.json"), environment: environment)
  }

  @Test func comesFromTheEnvironment() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, environment: ["DEMO_GITHUB_TOKEN": value])
    let secret = try #require(try settings.secret("github", "token"))
    #expect(secret.reveal() == value)
    #expect(secret.source == .environment(variable: "DEMO_GITHUB_TOKEN"))
    #expect(settings.secretVariable("github", "token") == "DEMO_GITHUB_TOKEN")
  }

  @Test func comesFromA0600FileInTheSecretsFolder() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder)
    try FileManager.default.createDirectory(
      atPath: folder.file("secrets"), withIntermediateDirectories: true)
    try folder.write("  \(value)\n", to: "secrets/github.token", mode: 0o600)
    #expect(settings.secretFile("github", "token") == folder.file("secrets/github.token"))
    let secret = try #require(try settings.secret("github", "token"))
    #expect(secret.reveal() == value)
    #expect(secret.source == .file(path: folder.file("secrets/github.token")))
  }

  @Test func comesFromAFileNamedByTheFileVariable() throws {
    let folder = try StorageTestFolder()
    try folder.write(value, to: "token.txt", mode: 0o400)
    let settings = try makeSettings(
      folder, environment: ["DEMO_GITHUB_TOKEN_FILE": folder.file("token.txt")])
    #expect(try settings.secret("github", "token")?.reveal() == value)
  }

  @Test func theVariableWinsOverTheFileAndFallbacksComeLast() throws {
    let folder = try StorageTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("secrets"), withIntermediateDirectories: true)
    try folder.write("from-file", to: "secrets/github.token", mode: 0o600)
    let both = try makeSettings(
      folder, environment: ["DEMO_GITHUB_TOKEN": "from-env", "GITHUB_TOKEN": "fallback"])
    #expect(
      try both.secret("github", "token", fallbackVariables: ["GITHUB_TOKEN"])?.reveal()
        == "from-env")
    try FileManager.default.removeItem(atPath: folder.file("secrets/github.token"))
    let onlyFallback = try makeSettings(folder, environment: ["GITHUB_TOKEN": "fallback"])
    let secret = try onlyFallback.secret("github", "token", fallbackVariables: ["GITHUB_TOKEN"])
    #expect(secret?.reveal() == "fallback")
    #expect(secret?.source == .environment(variable: "GITHUB_TOKEN"))
    #expect(try onlyFallback.secret("github", "token") == nil)
  }

  @Test(arguments: [0o644, 0o640, 0o604, 0o666, 0o660, 0o610])
  func aFileOthersMayReadIsRefused(mode: Int) throws {
    let folder = try StorageTestFolder()
    try folder.write(value, to: "token.txt", mode: mode_t(mode))
    let settings = try makeSettings(
      folder, environment: ["DEMO_GITHUB_TOKEN_FILE": folder.file("token.txt")])
    let error = #expect(throws: SettingsError.self) { try settings.secret("github", "token") }
    let octal = "0" + String(mode, radix: 8)
    #expect(error == .secretFileTooOpen(path: folder.file("token.txt"), mode: octal))
    #expect(error?.description.contains("chmod 600 \(folder.file("token.txt"))") == true)
    #expect(error?.description.contains(value) == false)
  }

  @Test(arguments: [0o600, 0o400, 0o700])
  func aFileOnlyItsOwnerMayReadIsAccepted(mode: Int) throws {
    let folder = try StorageTestFolder()
    try folder.write(value, to: "token.txt", mode: mode_t(mode))
    let settings = try makeSettings(
      folder, environment: ["DEMO_GITHUB_TOKEN_FILE": folder.file("token.txt")])
    #expect(try settings.secret("github", "token")?.reveal() == value)
  }

  @Test func emptyMissingAndSpecialFilesAreClearErrors() throws {
    let folder = try StorageTestFolder()
    try folder.write("\n", to: "empty.txt", mode: 0o600)
    let empty = try makeSettings(
      folder, environment: ["DEMO_A_TOKEN_FILE": folder.file("empty.txt")])
    #expect(throws: SettingsError.secretFileEmpty(path: folder.file("empty.txt"))) {
      try empty.secret("a", "token")
    }
    let missing = try makeSettings(
      folder, environment: ["DEMO_A_TOKEN_FILE": folder.file("nope.txt")])
    #expect(
      throws: SettingsError.secretFileUnreadable(
        path: folder.file("nope.txt"), reason: "No such file or directory")
    ) {
      try missing.secret("a", "token")
    }
    try FileManager.default.createDirectory(
      atPath: folder.file("dir"), withIntermediateDirectories: true)
    chmod(folder.file("dir"), 0o700)
    let directory = try makeSettings(folder, environment: ["DEMO_A_TOKEN_FILE": folder.file("dir")])
    #expect(throws: SettingsError.secretFileNotRegular(path: folder.file("dir"))) {
      try directory.secret("a", "token")
    }
  }

  @Test func namesCannotLeadOutOfTheSecretsFolder() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder)
    for (section, key) in [
      ("../..", "passwd"), ("github", "../token"), ("", "token"), (".hidden", "x"),
    ] {
      let error = #expect(throws: SettingsError.self) { try settings.secret(section, key) }
      guard case .invalidName = error else {
        Issue.record(
          "expected .invalidName for \(section)/\(key), got \(String(describing: error))")
        continue
      }
    }
  }

  @Test func settingsJSONIsNeverReadForSecrets() throws {
    let folder = try StorageTestFolder()
    let settings = try makeSettings(folder, json: #"{"github": {"token": "\#(value)"}}"#)
    let error = #expect(throws: SettingsError.self) { try settings.secret("github", "token") }
    #expect(
      error
        == .secretInSettingsFile(
          section: "github", key: "token", path: folder.file("settings.json"),
          variable: "DEMO_GITHUB_TOKEN", file: folder.file("secrets/github.token")))
    #expect(error?.description.contains(value) == false)
    // With the variable set, the file's copy is ignored.
    let overridden = try Settings(
      app: "demo", path: folder.file("settings.json"), environment: ["DEMO_GITHUB_TOKEN": "env"])
    #expect(try overridden.secret("github", "token")?.reveal() == "env")
  }

  @Test func theValueNeverShowsInDescriptionsDumpsOrCollections() throws {
    let secret = Secret(value, source: .environment(variable: "DEMO_GITHUB_TOKEN"))
    var dumped = ""
    dump(secret, to: &dumped)
    var dumpedArray = ""
    dump([secret], to: &dumpedArray)
    let renderings = [
      "\(secret)", String(describing: secret), String(reflecting: secret), "\([secret])",
      "\(["token": secret])", "\(Optional(secret) as Any)", dumped, dumpedArray,
      "\(Mirror(reflecting: secret).children.map { "\($0.label ?? ""): \($0.value)" })",
    ]
    for rendering in renderings {
      #expect(!rendering.contains(value), "\(rendering)")
      #expect(!rendering.contains("S3cr3t"), "\(rendering)")
    }
    #expect("\(secret)" == "Secret(****)")
    #expect(dumped.contains("DEMO_GITHUB_TOKEN"))
  }

  @Test func aFileOfAnotherUserIsRefused() throws {
    let folder = try StorageTestFolder()
    // Root makes a 0600 file and gives it away; anyone else uses root's world-readable
    // /etc/passwd. Either way the owner is not the reader.
    var path = "/etc/passwd"
    if StorageTestFolder.isRoot {
      try folder.write(value, to: "theirs.txt", mode: 0o600)
      path = folder.file("theirs.txt")
      try #require(chown(path, 65_534, 65_534) == 0)
    }
    let settings = try makeSettings(folder, environment: ["DEMO_A_TOKEN_FILE": path])
    #expect(throws: SettingsError.secretFileNotOwned(path: path)) {
      try settings.secret("a", "token")
    }
  }
}
