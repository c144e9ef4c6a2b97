import Counters
import Foundation
import Glibc
import RepoSearch
import TaskList
import Trellis
import TrellisTesting

// trellis-bench app: the app shell as a user meets it.
// - cold start: a fresh process (this benchmark, re-run with a hidden argument) boots an app
//   with every plugin Trellis ships on a headless 100×30 screen and draws the first frame;
//   the parent times the whole process and reads its peak memory (ru_maxrss).
// - key to frame: an app showing a 10,000-row list; each Down key is delivered, the
//   selection moves, and the frame is drawn — timed per key, p50 and p99, on a small
//   (40×12), usual (80×24, 100×30) and large (200×60) screen: the layout that degrades on
//   small screens (tab bar, hints, scroll bar) is paid on every frame.
// - push/pop: a screen pushed onto the stack and popped again, per operation.
// - hostile: the task list with titles of half a million marks and 1.65 M characters
//   (AppHostileTextBenchmarks.swift).
// - key to frame, loaded: the same keys while the plugins load their largest cases
//   (AppLoadBenchmarks.swift).
// Scenarios by name: cold-start, key-to-frame, push-pop, hostile, key-to-frame-loaded (all
// when none is given).

/// The plugins Trellis ships, as an app composes them, plus the benchmark's list.
@MainActor func benchmarkPlugins() -> [Plugin] {
  [
    BenchListPlugin(), CountersPlugin(), TaskListPlugin(),
    RepoSearchPlugin(currentDirectory: "/nonexistent"),
  ]
}

/// An app of every plugin, with the services they need: a database in a fresh folder.
@MainActor func benchmarkApp() -> App {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
  let services = ServiceContainer()
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    services.register(
      .database, try Database(path: folder.appendingPathComponent("bench.sqlite").path))
    services.register(
      .settings,
      try Settings(
        app: "trellis-bench", path: folder.appendingPathComponent("settings.json").path,
        environment: [:]))
    services.register(.http, HTTPClient(configuration: HTTPClientConfiguration(appName: "bench")))
  } catch {
    check(false, "could not make the benchmark's database: \(error)")
  }
  benchmarkFolders.append(folder)
  return App(name: "bench", version: "1.0.0", plugins: benchmarkPlugins(), services: services)
}

/// The database folders made, removed when the benchmark ends.
nonisolated(unsafe) var benchmarkFolders: [URL] = []

/// A plugin with one screen: a list of 10,000 rows, and a detail route to push.
struct BenchListPlugin: Plugin {
  /// Claims `rows`, its routes' prefix, outside its id.
  let manifest = PluginManifest(
    id: "benchlist", displayName: "Bench list", version: "1.0.0", apiVersion: 1...1,
    routePrefixes: ["rows"])

  func register(in context: PluginContext) throws {
    context.route("rows", title: "Rows") { _, _ in
      let list = ListView()
      let screen = Screen(title: "Rows", view: list)
      Observable.just(Array(0..<10_000))
        .bind(to: list.rx.items(cellIdentifier: "Row", cellType: ListCell.self)) {
          _, row, cell in
          cell.text = "row \(row) · an item with some text"
        }
        .disposed(by: screen.disposeBag)
      return screen
    }
    context.route("rows/:id", title: "Row") { match, _ in
      Screen(title: "Row", view: Label("Row \(try match.int("id"))"))
    }
    context.tab(title: "Rows", route: "rows")
  }
}

/// Runs the app benchmarks; `["--cold-start-child"]` is the child of the cold-start run.
@MainActor func runAppBenchmarks(only: [String]) {
  if only == ["--cold-start-child"] {
    coldStartChild()
    return
  }
  if only.count == 2, only[0] == "--loaded-child" {
    keyToFrameLoadedChild(only[1])
    return
  }
  let runs = { (name: String) in only.isEmpty || only.contains(name) }
  if runs("cold-start") { coldStart() }
  if runs("key-to-frame") {
    for size in [(40, 12), (80, 24), (100, 30), (200, 60)] {
      keyToFrame(size: TerminalSize(width: size.0, height: size.1))
    }
  }
  if runs("push-pop") { pushPop() }
  if runs("hostile") { hostileTextKeys() }
  if runs("key-to-frame-loaded") { keyToFrameLoaded() }
  for folder in benchmarkFolders { try? FileManager.default.removeItem(at: folder) }
}

@MainActor private func coldStartChild() {
  let app = benchmarkApp()
  defer { for folder in benchmarkFolders { try? FileManager.default.removeItem(at: folder) } }
  check(app.report.entries.allSatisfy { $0.status == .loaded }, "a plugin did not load")
  let harness = AppHarness(app: app, size: TerminalSize(width: 100, height: 30))
  check(harness.frameCount >= 1, "cold start drew no frame")
  check(harness.screenText.contains("row 0"), "cold start did not show the list")
}

@MainActor private func coldStart() {
  var best = Double.infinity
  var peakKilobytes = 0
  for _ in 0..<7 {
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    let arguments = [CommandLine.arguments[0], "app", "--cold-start-child"]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let spawned = posix_spawn(&pid, "/proc/self/exe", nil, nil, &argv, environ)
    check(spawned == 0, "could not start the cold-start child: \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    check(status == 0, "the cold-start child failed with status \(status)")
    best = min(best, elapsed)
    peakKilobytes = max(peakKilobytes, usage.ru_maxrss)
  }
  print(
    "app cold start to first frame (process, headless 100x30, all plugins): "
      + "\(String(format: "%.1f", best)) ms, RSS \(String(format: "%.1f", Double(peakKilobytes) / 1024)) MB"
      + "  (aim: under 50 ms, under 40 MB)")
}

@MainActor private func keyToFrame(size: TerminalSize) {
  let app = benchmarkApp()
  let harness = AppHarness(app: app, size: size)
  harness.send(key: .down)  // selects the first row; from here each key moves the selection
  var samples: [UInt64] = []
  samples.reserveCapacity(4_000)
  for round in 0..<4_000 {
    let key: KeyEvent = (round / 500) % 2 == 0 ? .down : .up
    let frames = harness.frameCount
    let start = DispatchTime.now().uptimeNanoseconds
    harness.send(key: key)
    samples.append(DispatchTime.now().uptimeNanoseconds - start)
    check(harness.frameCount == frames + 1, "a key did not draw exactly one frame")
  }
  samples.sort()
  let p50 = Double(samples[samples.count / 2]) / 1_000
  let p99 = Double(samples[samples.count * 99 / 100]) / 1_000
  print(
    "app key to frame (10,000-row list, \(size.width)x\(size.height)): "
      + "p50 \(String(format: "%.1f", p50)) µs, "
      + "p99 \(String(format: "%.1f", p99)) µs  (aim: p99 under 2 ms)")
}

@MainActor private func pushPop() {
  let app = benchmarkApp()
  let harness = AppHarness(app: app, size: TerminalSize(width: 100, height: 30))
  let navigator = harness.navigator
  let operations = 2_000
  let result = measure("push/pop", events: operations * 2) {
    for index in 0..<operations {
      _ = navigator.push("rows/\(index)")
      _ = navigator.pop()
    }
  }
  check(harness.currentRoute == "rows", "push/pop left the stack at \(harness.currentRoute)")
  print(
    "app push/pop of a screen: "
      + "\(String(format: "%.1f", Double(result.bestNanoseconds) / Double(operations * 2) / 1_000)) µs per operation"
  )
}
