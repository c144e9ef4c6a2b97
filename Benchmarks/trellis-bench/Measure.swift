import CAllocationCounter
import Foundation

/// The outcome of one benchmark scenario: the best of several runs.
struct Measurement {
  let name: String
  let bestNanoseconds: UInt64
  let allocations: UInt64
  let events: Int
}

/// Runs `body` `runs` times and keeps the fastest run and its allocation count.
func measure(_ name: String, runs: Int = 5, events: Int, _ body: () -> Void) -> Measurement {
  var best = UInt64.max
  var bestAllocations: UInt64 = 0
  body()  // warm up caches and lazy globals
  for _ in 0..<runs {
    let allocationsBefore = trellis_allocation_count()
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let allocations = trellis_allocation_count() - allocationsBefore
    if elapsed < best {
      best = elapsed
      bestAllocations = allocations
    }
  }
  return Measurement(
    name: name, bestNanoseconds: best, allocations: bestAllocations, events: events)
}

/// `nanoseconds` in milliseconds, with `digits` decimals.
func milliseconds(_ nanoseconds: UInt64, digits: Int = 1) -> String {
  String(format: "%.\(digits)f", Double(nanoseconds) / 1e6)
}

/// Stops the optimizer from removing a computed result.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Traps when a benchmark computed the wrong result, so a broken operator cannot pass as fast.
func check(_ condition: Bool, _ message: String) {
  if !condition {
    print("trellis-bench: wrong result: \(message)")
    exit(1)
  }
}

/// Writes a fixture file at `path`; stops the benchmark when it cannot, so a missing file
/// never passes as a fast run.
func writeFixture(_ path: String, _ contents: Data) {
  if !FileManager.default.createFile(atPath: path, contents: contents) {
    print("trellis-bench: could not write the fixture \(path)")
    exit(1)
  }
}
