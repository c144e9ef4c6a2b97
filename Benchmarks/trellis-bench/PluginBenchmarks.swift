import Foundation
import Trellis

// trellis-bench plugins DIR: what dynamic plugins cost.
// - check: reading a library's ELF headers before it is loaded (SharedLibraryFile), per file.
// - start-up: `trellis-demo --list-plugins` (built next to trellis-bench, same configuration)
//   with DIR as its plugin folder against an empty one, runs alternated, best of 15 each:
//   the whole cost of checking, loading and registering DIR's plugins in a process.
// DIR holds plugin libraries built in the same configuration, e.g.
//   swift build -c release --package-path Examples/HelloPlugin --product HelloPluginLibrary

func runPluginBenchmarks(only: [String]) {
  guard let folder = only.first else {
    print("usage: trellis-bench plugins DIR (a folder of plugin libraries)")
    exit(2)
  }
  let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".so") }.sorted().map { "\(folder)/\($0)" }
  check(!libraries.isEmpty, "no plugin libraries (*.so) in \(folder)")
  for library in libraries {
    let size = (try? FileManager.default.attributesOfItem(atPath: library)[.size] as? Int) ?? 0
    var symbols = 0
    let result = measure("check", runs: 20, events: 1) {
      symbols = (try? SharedLibraryFile(path: library))?.definedSymbols.count ?? -1
    }
    check(symbols > 0, "\(library) could not be read")
    print(
      "plugin check before loading (\(URL(fileURLWithPath: library).lastPathComponent), "
        + "\(size / 1024) KB, \(symbols) symbols): \(milliseconds(result.bestNanoseconds, digits: 2)) ms"
    )
  }
  startUp(with: folder, libraries: libraries.count)
}

/// `trellis-demo --list-plugins` with `folder` against an empty plugin folder.
private func startUp(with folder: String, libraries: Int) {
  let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("trellis-demo").path
  check(
    FileManager.default.isExecutableFile(atPath: demo),
    "no \(demo): build it in the same configuration (swift build -c release --product trellis-demo)"
  )
  let empty = FileManager.default.temporaryDirectory
    .appendingPathComponent("bench-plugins-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: empty) }
  // One data folder for every run, made by the first: the runs then open the database
  // rather than create it (creating it waits for the disk, and swamps the figures).
  let data = empty.appendingPathComponent("data").path
  var best = (without: UInt64.max, with: UInt64.max)
  for _ in 0..<15 {
    best.without = min(
      best.without, run(demo, pluginFolder: empty.path, data: data, expectLoaded: false))
    best.with = min(best.with, run(demo, pluginFolder: folder, data: data, expectLoaded: true))
  }
  let difference = Int64(best.with) - Int64(best.without)
  print(
    "start-up, trellis-demo --list-plugins: \(milliseconds(best.without)) ms without plugin "
      + "libraries, \(milliseconds(best.with)) ms with the \(libraries) in the folder "
      + "(\(difference < 0 ? "-" : "+")\(milliseconds(UInt64(abs(difference)))) ms)")
}

/// One run of `demo --list-plugins` with `pluginFolder`; its wall time.
private func run(_ demo: String, pluginFolder: String, data: String, expectLoaded: Bool)
  -> UInt64
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: demo)
  process.arguments = ["--plugin-dir", pluginFolder, "--data-dir", data, "--list-plugins"]
  let output = Pipe()
  process.standardOutput = output
  let start = DispatchTime.now().uptimeNanoseconds
  do { try process.run() } catch { check(false, "could not start \(demo): \(error)") }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let elapsed = DispatchTime.now().uptimeNanoseconds - start
  check(process.terminationStatus == 0, "trellis-demo failed")
  check(
    text.contains("loaded (from ") == expectLoaded,
    expectLoaded ? "no plugin loaded from the folder:\n\(text)" : "a plugin loaded unexpectedly")
  return elapsed
}
