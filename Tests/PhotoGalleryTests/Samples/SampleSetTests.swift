import Foundation
import Testing
import TrellisImages

@testable import PhotoGallery

/// The offline samples: painted, encoded, described in a manifest, and left alone once
/// complete.
@Suite struct SampleSetTests {
  @Test func makesACompleteSetOnceWithBlurHashesThatDecode() throws {
    let folder = try PhotoFolder()
    let samples = SampleSet(folder: folder.url.appendingPathComponent("samples"))
    var progress: [Int] = []
    let entries = try samples.prepare { progress.append($0) }
    #expect(entries.count == SampleSet.count)
    #expect(progress.last == SampleSet.count)
    let names = try FileManager.default.contentsOfDirectory(atPath: samples.folder.path)
    #expect(names.filter { $0.hasSuffix(".jpg") }.count >= 20)
    #expect(names.filter { $0.hasSuffix(".png") }.count >= 5)
    #expect(!names.contains { $0.hasSuffix(".part") })
    for entry in entries.prefix(6) {
      let data = try Data(contentsOf: samples.folder.appendingPathComponent(entry.file))
      let image = try ImageDecoder().decode(data)
      #expect(image.width == entry.width && image.height == entry.height)
      let placeholder = try BlurHash.decode(entry.blurHash, width: 16, height: 12)
      #expect(placeholder.width == 16)
      #expect(PhotoColor(hex: entry.color) != nil)
    }
    // A second run finds the set complete and paints nothing.
    var again: [Int] = []
    let first = samples.folder.appendingPathComponent(entries[0].file).path
    let before = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
    #expect(try samples.prepare { again.append($0) } == entries)
    #expect(again.isEmpty)
    let after = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
    #expect(before == after)
    // A missing file makes the set incomplete: it is painted again.
    try FileManager.default.removeItem(atPath: first)
    #expect(samples.entries() == nil)
    try samples.prepare()
    #expect(FileManager.default.fileExists(atPath: first))
  }

  @Test func theSamePictureEverywhere() {
    let one = SamplePainter.paint(index: 5, width: 64, height: 48)
    let two = SamplePainter.paint(index: 5, width: 64, height: 48)
    let other = SamplePainter.paint(index: 6, width: 64, height: 48)
    #expect(one == two)
    #expect(one != other)
    #expect(SamplePainter.paint(index: 0, width: 0, height: 10) == nil)
  }

  @Test func anUnwritableFolderIsAClearError() throws {
    let folder = try PhotoFolder()
    try folder.write(Data("a file".utf8), to: "blocked")
    let samples = SampleSet(folder: folder.url.appendingPathComponent("blocked/samples"))
    #expect {
      try samples.prepare()
    } throws: { error in
      (error as? PhotoGalleryError).map {
        "\($0)".hasPrefix("The sample pictures could not be made")
      } ?? false
    }
  }
}
