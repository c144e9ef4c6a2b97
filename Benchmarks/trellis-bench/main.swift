import Foundation

// trellis-bench: Trellis's benchmarks. Run in release:
//   swift run -c release trellis-bench rx [Scenario ...]
//   swift run -c release trellis-bench render [scenario ...]
//   swift run -c release trellis-bench list
//   swift run -c release trellis-bench app
//   swift run -c release trellis-bench git [search first-page status discover]
//   swift run -c release trellis-bench images [thumbnail grid scroll]
//   swift run -c release trellis-bench db
//   swift run -c release trellis-bench plugins DIR   (see PluginBenchmarks.swift)
// Figures are printed, never asserted: speed lives here, not in the tests.

let suites: [String: @MainActor ([String]) -> Void] = [
  "rx": runRxBenchmarks,
  "render": runRenderBenchmarks,
  "list": runListBenchmarks,
  "app": runAppBenchmarks,
  "git": runGitBenchmarks,
  "images": runImageBenchmarks,
  "db": runDatabaseBenchmarks,
  "plugins": runPluginBenchmarks,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites[name] else {
  print(
    "usage: trellis-bench <suite> [scenario ...]; the suites are: \(suites.keys.sorted().joined(separator: ", "))"
  )
  exit(2)
}
// Top-level code runs on the main thread: the benchmarks drive windows and apps there.
MainActor.assumeIsolated { suite(Array(arguments.dropFirst())) }
