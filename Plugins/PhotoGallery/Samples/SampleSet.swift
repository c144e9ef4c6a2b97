import Foundation
import Trellis
import TrellisImages

/// The gallery's offline sample set: a few dozen pictures the project paints itself
/// (``SamplePainter``), written as JPEG and PNG files into a cache folder on first use,
/// with a manifest of their titles, sizes, dominant colours and BlurHashes.
///
/// Making them is idempotent: a folder whose manifest is of this version and whose files
/// are all there is left alone; anything else is painted again. Files are written whole
/// (a temporary name, then renamed), so an interrupted run leaves no half picture.
struct SampleSet {
  /// The folder the samples live in.
  let folder: URL
  /// How many pictures there are.
  static let count = 36
  /// The manifest's file name.
  static let manifestName = "samples.json"
  /// Bumped when the painter changes, so old samples are painted again.
  static let version = 1

  /// One sample, as the manifest keeps it.
  struct Entry: Codable, Equatable {
    var file: String
    var title: String
    var width: Int
    var height: Int
    var color: String
    var blurHash: String
  }

  private struct Manifest: Codable {
    var version: Int
    var entries: [Entry]
  }

  /// The samples' manifest when the folder holds a complete set of this version.
  func entries() -> [Entry]? {
    MainThreadIO.check("SampleSet.entries (reading the samples' manifest)")
    let url = folder.appendingPathComponent(Self.manifestName)
    guard let data = try? Data(contentsOf: url),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
      manifest.version == Self.version, manifest.entries.count == Self.count
    else { return nil }
    let files = FileManager.default
    let complete = manifest.entries.allSatisfy {
      files.fileExists(atPath: folder.appendingPathComponent($0.file).path)
    }
    return complete ? manifest.entries : nil
  }

  /// Paints the samples that are missing, reporting each one done to `progress`, and
  /// returns the manifest. `isCancelled` is asked before each picture: once it says stop,
  /// painting stops there (the pictures already written are whole; no manifest is written,
  /// so the next call paints the set again).
  ///
  /// - Throws: `PhotoGalleryError.samplesFailed` when the folder cannot be written;
  ///   `CancellationError` when `isCancelled` stopped it.
  @discardableResult
  func prepare(progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { false }) throws
    -> [Entry]
  {
    if let entries = entries() { return entries }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var entries: [Entry] = []
      for index in 0..<Self.count {
        if isCancelled() { throw CancellationError() }
        entries.append(try paint(index))
        progress(index + 1)
      }
      let manifest = try JSONEncoder().encode(Manifest(version: Self.version, entries: entries))
      try write(manifest, to: Self.manifestName)
      return entries
    } catch let error as PhotoGalleryError {
      throw error
    } catch let error as CancellationError {
      throw error
    } catch {
      throw PhotoGalleryError.samplesFailed(error.localizedDescription)
    }
  }

  /// The size of sample `index`: landscape, portrait and square in turn.
  static func size(of index: Int) -> (width: Int, height: Int) {
    switch index % 3 {
    case 0: return (480, 320)
    case 1: return (320, 448)
    default: return (400, 400)
    }
  }

  private func paint(_ index: Int) throws -> Entry {
    let (width, height) = Self.size(of: index)
    guard let image = SamplePainter.paint(index: index, width: width, height: height) else {
      throw PhotoGalleryError.samplesFailed("sample \(index + 1) has no size")
    }
    let kind = SamplePainter.Kind(rawValue: index % SamplePainter.Kind.allCases.count)
    let isPNG = index % 4 == 3
    let name = String(
      format: "sample-%02d-%@.%@", index + 1, kind?.name.lowercased() ?? "art",
      isPNG ? "png" : "jpg")
    let bytes = isPNG ? try ImageEncoder.png(image) : try ImageEncoder.jpeg(image, quality: 85)
    try write(Data(bytes), to: name)
    let hash = try BlurHash.encode(image, componentsX: 4, componentsY: 3)
    return Entry(
      file: name, title: "\(kind?.name ?? "Sample") \(index + 1)", width: width, height: height,
      color: Self.averageColor(image), blurHash: hash)
  }

  private func write(_ data: Data, to name: String) throws {
    let target = folder.appendingPathComponent(name)
    let temporary = folder.appendingPathComponent(".\(name).\(UUID().uuidString).part")
    try data.write(to: temporary)
    if FileManager.default.fileExists(atPath: target.path) {
      try FileManager.default.removeItem(at: target)
    }
    try FileManager.default.moveItem(at: temporary, to: target)
  }

  /// The mean colour as `#rrggbb`, sampled on a sparse lattice.
  static func averageColor(_ image: DecodedImage) -> String {
    var sums = (0, 0, 0)
    var count = 0
    for y in stride(from: 0, to: image.height, by: 8) {
      for x in stride(from: 0, to: image.width, by: 8) {
        let i = (y * image.width + x) * 4
        sums.0 += Int(image.pixels[i])
        sums.1 += Int(image.pixels[i + 1])
        sums.2 += Int(image.pixels[i + 2])
        count += 1
      }
    }
    let n = max(1, count)
    return String(format: "#%02x%02x%02x", sums.0 / n, sums.1 / n, sums.2 / n)
  }
}
