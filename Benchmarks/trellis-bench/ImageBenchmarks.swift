import Foundation
import PhotoGallery
import Trellis
import TrellisImages
import TrellisTesting

// trellis-bench images: the image pipeline and the photo gallery.
// - thumbnail: a 1920×1280 JPEG the bench paints, to a 40×20-cell symbol thumbnail through
//   the pipeline with no caches, against the chafa command on the same file
//   (`chafa --size 40x20 --format symbols`), alternating the two, best of several each;
// - grid: the gallery's first page of 30 photos from a local folder, from the request to
//   the frame with the last picture drawn, cold caches (a new app each round);
// - scroll memory: a child process scrolls the gallery through 1,000 local photos; its
//   peak resident memory against the memory cache's bound.

/// Runs the image benchmarks; `arguments` may name some of: thumbnail, grid, scroll.
@MainActor func runImageBenchmarks(_ arguments: [String]) {
  if arguments.first == "scroll-child" {
    MainActor.assumeIsolated { ImageScrollChild.run(Array(arguments.dropFirst())) }
    return
  }
  let chosen = Set(arguments)
  let folder = ImageBenchFixtures.prepare()
  if chosen.isEmpty || chosen.contains("thumbnail") { benchThumbnail(folder) }
  if chosen.isEmpty || chosen.contains("grid") { MainActor.assumeIsolated { benchGrid(folder) } }
  if chosen.isEmpty || chosen.contains("scroll") { benchScroll(folder) }
}

private let imageRounds = 9

@MainActor private func benchThumbnail(_ folder: ImageBenchFixtures) {
  var trellisBest = UInt64.max
  var chafaBest = UInt64.max
  let box = Size(width: 40, height: 20)
  for _ in 0..<imageRounds {
    let pipeline = ImagePipeline(
      http: nil, configuration: ImagePipelineConfiguration(memoryCacheBytes: 0))
    let start = DispatchTime.now().uptimeNanoseconds
    let image = waitFor(pipeline.image(for: ImageRequest(source: .file(folder.photo), box: box)))
    let rendering = image?.cachedRendering(fitting: box)
    trellisBest = min(trellisBest, DispatchTime.now().uptimeNanoseconds - start)
    check(rendering?.size.width == 40, "the thumbnail is \(String(describing: rendering?.size))")
    let chafaStart = DispatchTime.now().uptimeNanoseconds
    let bytes = ImageBenchFixtures.chafa(["--size", "40x20", "--format", "symbols", folder.photo])
    chafaBest = min(chafaBest, DispatchTime.now().uptimeNanoseconds - chafaStart)
    check(bytes > 1_000, "chafa printed \(bytes) bytes")
  }
  print(
    "thumbnail: trellis \(imageMilliseconds(trellisBest)) ms, chafa "
      + "\(imageMilliseconds(chafaBest)) ms, ratio "
      + String(format: "%.2f", Double(trellisBest) / Double(chafaBest)))
}

@MainActor
private func benchGrid(_ folder: ImageBenchFixtures) {
  var best = UInt64.max
  for _ in 0..<5 {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-bench-grid-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let start = DispatchTime.now().uptimeNanoseconds
    let app = GalleryApp(
      folder: folder.grid, cache: cache, size: TerminalSize(width: 200, height: 110))
    let drawn = app.pump(timeout: 30) { app.loadedCells >= 30 }
    app.pump(timeout: 1) { true }  // The frame that draws the last picture.
    best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    check(drawn, "only \(app.loadedCells) of 30 pictures were drawn")
  }
  print("grid: \(imageMilliseconds(best)) ms per page")
}

private func benchScroll(_ folder: ImageBenchFixtures) {
  let cacheMB = 64
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["images", "scroll-child", folder.many, "\(cacheMB)"]
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    print("scroll memory: could not start the child (\(error))")
    return
  }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  // The child's last line: "<peak kB> <what it saw>".
  let last = text.split(separator: "\n").last.map(String.init) ?? ""
  let parts = last.split(separator: " ", maxSplits: 1).map(String.init)
  let peak = (parts.first.flatMap(Double.init) ?? 0) / 1024
  print(
    "scroll memory: peak \(String(format: "%.1f", peak)) MB, cache bound \(cacheMB) MB"
      + " (\(parts.count > 1 ? parts[1] : "the child printed nothing"))")
}

/// Waits for `single` on the main thread, turning its run loop; nil on failure.
@MainActor func waitFor(_ single: Single<TerminalImage>) -> TerminalImage? {
  final class Outcome {
    var image: TerminalImage?
    var done = false
  }
  let outcome = Outcome()
  let subscription = single.observe(on: MainScheduler.instance).subscribe { result in
    outcome.image = try? result.get()
    outcome.done = true
  }
  defer { subscription.dispose() }
  while !outcome.done { RunLoop.main.run(until: Date().addingTimeInterval(0.0005)) }
  return outcome.image
}

func imageMilliseconds(_ nanoseconds: UInt64) -> String {
  String(format: "%.1f", Double(nanoseconds) / 1e6)
}
