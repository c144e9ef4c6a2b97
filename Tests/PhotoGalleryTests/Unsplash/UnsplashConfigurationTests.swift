import Foundation
import Testing
import Trellis

@testable import PhotoGallery

@Suite struct UnsplashConfigurationTests {
  /// Settings in a fresh folder, with `environment` as the process environment.
  private func settings(_ environment: [String: String], file: String? = nil) throws
    -> PluginSettings
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unsplash-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("settings.json").path
    if let file { try file.write(toFile: path, atomically: true, encoding: .utf8) }
    return PluginSettings(
      settings: try Settings(app: "gallery", path: path, environment: environment),
      section: UnsplashConfiguration.settingsSection,
      secretVariables: PhotoGalleryPlugin().manifest.secretVariables)
  }

  @Test func theDefaultsAreUnsplashsAPIAndNoKey() throws {
    let configuration = try UnsplashConfiguration.load(from: settings([:]))
    #expect(configuration.baseURL == UnsplashConfiguration.publicAPI)
    #expect(configuration.baseURL.absoluteString == "https://api.unsplash.com")
    #expect(configuration.accessKey == nil)
  }

  @Test func theKeyFallsBackToUNSPLASH_ACCESS_KEY() throws {
    let configuration = try UnsplashConfiguration.load(
      from: settings(["UNSPLASH_ACCESS_KEY": "fallback-key-123"]))
    #expect(configuration.accessKey?.reveal() == "fallback-key-123")
    #expect(configuration.accessKey?.source == .environment(variable: "UNSPLASH_ACCESS_KEY"))
  }

  @Test func thePluginsOwnSecretWinsOverTheFallback() throws {
    let configuration = try UnsplashConfiguration.load(
      from: settings([
        "UNSPLASH_ACCESS_KEY": "fallback-key-123", "GALLERY_PHOTOS_ACCESS_KEY": "own-key-456",
      ]))
    #expect(configuration.accessKey?.reveal() == "own-key-456")
  }

  @Test func theBaseURLComesFromTheSettingsFileOrItsVariable() throws {
    let fromFile = try UnsplashConfiguration.load(
      from: settings([:], file: #"{"photos": {"baseURL": "http://127.0.0.1:9/api"}}"#))
    #expect(fromFile.baseURL.absoluteString == "http://127.0.0.1:9/api")
    let fromVariable = try UnsplashConfiguration.load(
      from: settings(["GALLERY_PHOTOS_BASE_URL": "https://photos.example"]))
    #expect(fromVariable.baseURL.absoluteString == "https://photos.example")
  }

  @Test func aBadBaseURLIsRefusedWithoutItsCredentials() throws {
    #expect(throws: UnsplashError.badBaseURL("unsplash")) {
      try UnsplashConfiguration.load(from: settings(["GALLERY_PHOTOS_BASE_URL": "unsplash"]))
    }
    #expect(throws: UnsplashError.badBaseURL("https://host.example/")) {
      try UnsplashConfiguration.baseURL(from: "https://me:s3cret@host.example/")
    }
    #expect(throws: UnsplashError.badBaseURL("file:///etc")) {
      try UnsplashConfiguration.baseURL(from: "file:///etc")
    }
  }

  @Test func aSettingOfTheWrongTypeIsAConfigurationError() throws {
    let broken = try settings([:], file: #"{"photos": {"baseURL": 42}}"#)
    do {
      _ = try UnsplashConfiguration.load(from: broken)
      Issue.record("expected an error")
    } catch let error as UnsplashError {
      guard case .configuration(let reason) = error else {
        Issue.record("expected a configuration error, got \(error)")
        return
      }
      #expect(reason.contains("baseURL"))
    }
  }
}
