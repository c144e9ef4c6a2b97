import Foundation
import Trellis

/// The child of `trellis-bench images scroll`: shows the gallery of a folder of 1,000
/// pictures on an 80×24 terminal and pages down to the end, each page's pictures loaded
/// before the next; prints what it saw. Its parent reads its peak memory.
@MainActor
enum ImageScrollChild {
  static func run(_ arguments: [String]) {
    guard arguments.count == 2, let cacheMB = Int(arguments[1]) else {
      print("usage: trellis-bench images scroll-child <folder> <memory cache MB>")
      exit(2)
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-bench-scroll-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let app = GalleryApp(
      folder: arguments[0], cache: cache, size: TerminalSize(width: 80, height: 24),
      memoryCacheMB: cacheMB)
    app.pump(timeout: 30) { app.loadedCells > 0 && app.loadedCells == app.cells.count }
    let baseline = residentKilobytes
    do {
      try app.harness.send(keys: "enter")
    } catch {
      fatalError("the scroll child could not type: \(error)")
    }
    var pages = 0
    while !app.harness.screenText.contains("End of the gallery"), pages < 2_000 {
      app.harness.send([.key(.pageDown)])
      app.pump(timeout: 30) { app.loadedCells == app.cells.count }
      pages += 1
    }
    let end = app.harness.screenText.contains("End of the gallery: 1000 photos")
    print(
      "\(peakKilobytes) \(pages) screens\(end ? ", all 1,000 photos" : ", did not reach the end"), "
        + "\(baseline / 1024) MB resident with the first screen, "
        + "\(app.pipelineMemoryMB) MB of pictures held at the end")
  }

  /// The process's peak resident memory (VmHWM), in kB.
  static var peakKilobytes: Int { status("VmHWM:") }

  /// The process's resident memory now (VmRSS), in kB.
  static var residentKilobytes: Int { status("VmRSS:") }

  private static func status(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
