import Foundation
import Testing
import Trellis

@testable import PhotoGallery

/// A first page that has to paint the samples (no folder set, no `~/Pictures`) paints
/// them off the caller's thread, and stops painting between two pictures once the page is
/// disposed (the screen left, a new query).
@Suite struct SamplePaintingCancelTests {
  /// The gallery's settings with no folder set, in a home without `~/Pictures`.
  static func settings(in home: PhotoFolder) throws -> PhotoGallerySettings {
    let settings = try Settings(
      app: "photo-test", path: home.url.appendingPathComponent("settings.json").path,
      environment: [:])
    return PhotoGallerySettings(
      settings: PluginSettings(settings: settings, section: "photos"), home: home.path,
      cacheFolder: home.url.appendingPathComponent("cache", isDirectory: true))
  }

  /// The sample pictures written so far (whole ones: not the temporary `.part` files).
  static func painted(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("sample-") }
  }

  @Test func disposingTheFirstPageStopsPaintingTheSamples() throws {
    let home = try PhotoFolder()
    let settings = try Self.settings(in: home)
    let samples = settings.samplesFolder
    let queue = DispatchQueue(label: "sample-painting")
    let feed = LocalPhotoFeed(
      folder: { try settings.localFolder(isCancelled: $0) },
      scheduler: SerialDispatchQueueScheduler(serialQueue: queue))
    let answered = DispatchSemaphore(value: 0)
    let subscription = feed.page(1, query: "").subscribe { _ in answered.signal() }
    // Disposed as soon as the first picture is there (a bound, not a timing assertion).
    let deadline = Date().addingTimeInterval(120)
    while Self.painted(in: samples).isEmpty && Date() < deadline {
      usleep(1_000)
    }
    try #require(!Self.painted(in: samples).isEmpty, "no sample was painted within 120 s")
    subscription.dispose()
    // The page's work has ended once the serial queue runs what comes after it.
    let drained = DispatchSemaphore(value: 0)
    queue.async { drained.signal() }
    try #require(drained.wait(timeout: .now() + 120) == .success)
    let painted = Self.painted(in: samples).count
    #expect(
      painted < SampleSet.count / 2,
      "\(painted) of \(SampleSet.count) samples painted after the page was disposed")
    #expect(
      !FileManager.default.fileExists(
        atPath: samples.appendingPathComponent(SampleSet.manifestName).path))
    #expect(answered.wait(timeout: .now()) == .timedOut, "a disposed page answered")
    // Asked again, the page paints the whole set and shows it.
    let page = try feed.page(1, query: "").toBlocking(timeout: 120).single()
    #expect(page.photos.count == 30)
    #expect(SampleSet(folder: samples).entries()?.count == SampleSet.count)
  }

  @Test func aPicturesFolderWithAFileIsShownWithoutPaintingSamples() throws {
    let home = try PhotoFolder()
    try home.add("Pictures/.hidden.jpg")
    try home.add("Pictures/holiday.jpg")
    let settings = try Self.settings(in: home)
    #expect(try settings.localFolder() == home.url.appendingPathComponent("Pictures").path)
    #expect(!settings.needsSamples)
    #expect(Self.painted(in: settings.samplesFolder).isEmpty)
  }
}
