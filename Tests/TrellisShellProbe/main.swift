// trellis-shell-probe: a tiny Trellis app for the shell's real-terminal tests. It runs the
// app full-screen on its terminal (the tests start it in a pseudo-terminal), or headless:
//
//   trellis-shell-probe                      run on the terminal until q or Ctrl-C
//   trellis-shell-probe --route R            the same, opening route R first
//   trellis-shell-probe --headless 40x8 --keys "+ + o" [--route R]
//                                            print the settled screen's lines
//   … --work-log PATH                        `w` starts 0.6 s of work the app must wait
//                                            for, which then writes `done` in PATH; `x`
//                                            starts such work that fails
//   … --save-log PATH                        the `saver` plugin writes `saved` in PATH in
//                                            its willTerminate
//
// Routes for the watchdog's tests: `swallow` (a view that keeps every key) and `spin` (its
// `s` key spins the main thread for good).
//
// After the app ends it prints `TRELLIS-SHELL-PROBE-EXIT <status>` and exits with it.

import Foundation
import Glibc
import Trellis

/// A counter view: `+` adds one, `o` opens the detail of the count, `w` and `x` start
/// background work (that succeeds, that fails).
@MainActor
final class ProbeCounterView: View {
  let label = Label("Count: 0")
  var count = 0 {
    didSet { label.text = "Count: \(count)" }
  }
  var onOpen: ((Int) -> Void)?
  var onWork: ((_ fails: Bool) -> Void)?

  override init() {
    super.init()
    addSubview(label)
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .character("+") where event.modifiers.isEmpty: count += 1
    case .character("o") where event.modifiers.isEmpty: onOpen?(count)
    case .character("w") where event.modifiers.isEmpty: onWork?(false)
    case .character("x") where event.modifiers.isEmpty: onWork?(true)
    default: return false
    }
    return true
  }

  override var keyHints: [KeyHint] { [KeyHint("+", "add"), KeyHint("o", "open")] }
}

/// A view that keeps every key, ctrl-c, q, ctrl-z and esc included.
@MainActor
final class ProbeSwallowingView: View {
  let label = Label("Swallowing keys")

  override init() {
    super.init()
    addSubview(label)
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool { true }
}

/// A view whose `s` key spins the main thread for good.
@MainActor
final class ProbeSpinningView: View {
  let label = Label("Press s to spin")

  override init() {
    super.init()
    addSubview(label)
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .character("s") else { return false }
    while spinsForever { sched_yield() }
    return true
  }
}

/// What keeps the spinning view spinning (never cleared).
nonisolated(unsafe) var spinsForever = true

/// The probe's plugin: `counter` (a tab), `counter/:n` (a detail), `notes` (a tab with a
/// text field), `spinner` (an ActivityIndicator turning), `swallow` and `spin`.
struct ProbePlugin: Plugin {
  /// Claims `counter`, `notes`, `spinner`, `swallow` and `spin`, the routes the pty tests
  /// open, outside its id.
  let manifest = PluginManifest(
    id: "probe", displayName: "Probe", version: "1.0.0", apiVersion: 1...1,
    optionalServices: [.key(.pendingWork)],
    routePrefixes: ["counter", "notes", "spinner", "swallow", "spin"])

  func register(in context: PluginContext) throws {
    context.route("counter", title: "Counter") { _, environment in
      let view = ProbeCounterView()
      let screen = Screen(title: "Counter", view: view)
      view.onOpen = { [weak screen] count in screen?.navigate(.push("counter/\(count)")) }
      let pendingWork = environment.services.resolveIfPresent(.pendingWork)
      view.onWork = { fails in
        guard let log = value(after: "--work-log") else { return }
        let token = pendingWork?.begin(fails ? "the probe's failing work" : "the probe's work")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) {
          if fails {
            token?.fail(ProbeWorkError())
          } else {
            _ = FileManager.default.createFile(atPath: log, contents: Data("done\n".utf8))
            token?.end()
          }
        }
      }
      return screen
    }
    context.route("counter/:n", title: "Counter detail") { match, _ in
      Screen(title: "Detail", view: Label("Detail of \(try match.int("n"))"))
    }
    context.route("notes", title: "Notes") { _, _ in
      Screen(title: "Notes", view: TextField(placeholder: "type here"))
    }
    context.route("spinner", title: "Spinner") { _, _ in
      let spinner = ActivityIndicator(text: "Working")
      spinner.startAnimating()
      return Screen(title: "Spinner", view: spinner)
    }
    context.route("swallow", title: "Swallow") { _, _ in
      Screen(title: "Swallow", view: ProbeSwallowingView())
    }
    context.route("spin", title: "Spin") { _, _ in
      Screen(title: "Spin", view: ProbeSpinningView())
    }
    context.tab(title: "Counter", route: "counter")
    context.tab(title: "Notes", route: "notes")
  }
}

/// A plugin that keeps its data in `willTerminate()`: it writes `saved` in the file
/// `--save-log` names.
struct SaverPlugin: Plugin {
  let manifest = PluginManifest(
    id: "saver", displayName: "Saver", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {}

  func willTerminate() throws {
    guard let log = value(after: "--save-log") else { return }
    _ = FileManager.default.createFile(atPath: log, contents: Data("saved\n".utf8))
  }
}

/// What the probe's failing work fails with.
struct ProbeWorkError: LocalizedError {
  var errorDescription: String? { "it failed on purpose" }
}

func value(after flag: String) -> String? {
  guard let index = CommandLine.arguments.firstIndex(of: flag),
    index + 1 < CommandLine.arguments.count
  else { return nil }
  return CommandLine.arguments[index + 1]
}

@MainActor
func finish(_ status: Int32) -> Never {
  print("TRELLIS-SHELL-PROBE-EXIT \(status)")
  exit(status)
}

let app = App(name: "Shell probe", version: "1.0.0", plugins: [ProbePlugin(), SaverPlugin()])
let route = value(after: "--route")
do {
  if let sizeText = value(after: "--headless") {
    let size = try App.size(from: sizeText)
    let keys = try KeyScript(value(after: "--keys") ?? "")
    for line in try app.runHeadless(size: size, keys: keys, route: route) {
      print(line)
    }
    finish(app.session?.loop.exitStatus ?? 0)
  }
  finish(try app.run(route: route))
} catch {
  FileHandle.standardError.write(Data("trellis-shell-probe: \(error)\n".utf8))
  finish(error is KeyScriptError || error is AppError ? 2 : 1)
}
