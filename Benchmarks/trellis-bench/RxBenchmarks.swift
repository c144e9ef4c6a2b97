import Foundation
import TrellisRx

/// RxSwift 6.9.1's figures for the same scenarios (best of 5, ms), built in release on a
/// machine like this one; from the issue that set the benchmark.
private let rxSwiftMilliseconds: [String: Double] = [
  "PublishSubjectPumping": 442,
  "PublishSubjectPumpingTwoSubscriptions": 415,
  "PublishSubjectCreating": 225,
  "MapFilterPumping": 151,
  "MapFilterCreating": 129,
  "MapFilterDriverPumping": 500,
  "FlatMapsPumping": 530,
  "FlatMapLatestPumping": 538,
  "CombineLatestPumping": 379,
  "CombineLatestCreating": 412,
  "RelayScanDistinctPumping": 979,
]

/// Scenarios that pump events through a standing subscription: allocations per event are
/// reported for these, and should be zero.
private let pumping: Set<String> = [
  "PublishSubjectPumping", "PublishSubjectPumpingTwoSubscriptions", "MapFilterPumping",
  "MapFilterDriverPumping", "CombineLatestPumping", "RelayScanDistinctPumping",
]

/// The reactive core on the scenarios of RxSwift's own benchmark suite.
/// `only` restricts the run to the named scenarios.
func runRxBenchmarks(only: [String]) {
  let scenarios = rxScenarios().filter { only.isEmpty || only.contains($0.name) }
  let results = scenarios.map { scenario in
    measure(scenario.name, events: scenario.events, scenario.body)
  }
  print("rx: best of 5 runs; RxSwift 6.9.1 figures from the same scenarios")
  var ratios: [Double] = []
  for result in results {
    let milliseconds = Double(result.bestNanoseconds) / 1_000_000
    let perEvent = Double(result.bestNanoseconds) / Double(result.events)
    let allocationsPerEvent = Double(result.allocations) / Double(result.events)
    var line =
      "\(result.name): \(String(format: "%.1f", milliseconds)) ms, "
      + "\(String(format: "%.1f", perEvent)) ns/event, "
      + "\(String(format: "%.3f", allocationsPerEvent)) allocs/event"
    if let reference = rxSwiftMilliseconds[result.name] {
      let ratio = reference / milliseconds
      ratios.append(ratio)
      line += ", RxSwift \(Int(reference)) ms, \(String(format: "%.1f", ratio))x faster"
    }
    if pumping.contains(result.name) && allocationsPerEvent >= 1 {
      line += "  [allocates per event]"
    }
    print(line)
  }
  guard !ratios.isEmpty else { return }
  let geometricMean = exp(ratios.map(log).reduce(0, +) / Double(ratios.count))
  print("geometric mean: \(String(format: "%.1f", geometricMean))x faster than RxSwift")
}
