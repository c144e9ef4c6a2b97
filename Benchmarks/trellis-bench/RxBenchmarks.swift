import Foundation
import Trellis

/// Scenarios that pump events through a standing subscription: allocations per event are
/// reported for these, and should be zero.
private let pumping: Set<String> = [
  "PublishSubjectPumping", "PublishSubjectPumpingTwoSubscriptions", "MapFilterPumping",
  "MapFilterDriverPumping", "CombineLatestPumping", "RelayScanDistinctPumping", "MergePumping",
  "ZipPumping", "WithLatestFromPumping", "ShareReplayPumpingTwoSubscriptions",
]

/// The reactive core on the scenarios of RxSwift's own benchmark suite and the operators it
/// leaves out. `only` restricts the run to the named scenarios.
///
/// Figures only: a speed-up over RxSwift counts when both ran side by side in one run on
/// one machine (README, "Speed"), never against figures recorded another day.
func runRxBenchmarks(only: [String]) {
  let scenarios = (rxScenarios() + rxExtraScenarios())
    .filter { only.isEmpty || only.contains($0.name) }
  let results = scenarios.map { scenario in
    measure(scenario.name, events: scenario.events, scenario.body)
  }
  print("rx: best of 5 runs")
  for result in results {
    let milliseconds = Double(result.bestNanoseconds) / 1_000_000
    let perEvent = Double(result.bestNanoseconds) / Double(result.events)
    let allocationsPerEvent = Double(result.allocations) / Double(result.events)
    var line =
      "\(result.name): \(String(format: "%.1f", milliseconds)) ms, "
      + "\(String(format: "%.1f", perEvent)) ns/event, "
      + "\(String(format: "%.3f", allocationsPerEvent)) allocs/event"
    if pumping.contains(result.name) && allocationsPerEvent >= 1 {
      line += "  [allocates per event]"
    }
    print(line)
  }
}
