import Foundation
import TaskList
import Trellis
import TrellisRxTest
import TrellisTesting

// trellis-bench app hostile: the task list with titles nobody types but a database, an
// import or a paste can hold — "a" with 500,000 combining marks, and 1,650,000 characters of
// words — among ten ordinary tasks. Timed: a j/k key to its frame (p50, p99) on 80x24, and
// the Delete dialog for the longest title, from the key to its frame. Per-frame cost should
// follow the screen, not the title's length.

/// The titles of the hostile-text scenario, by name.
let hostileTitles: [(name: String, title: String)] = [
  ("500,000 marks", "a" + String(repeating: "\u{301}", count: 500_000) + "b"),
  ("1,650,000 characters", String(repeating: "lorem ipsum ", count: 137_500)),
]

@MainActor func hostileTextKeys() {
  let app = benchmarkApp()
  guard let service = app.services.resolveIfPresent(.tasks) else {
    check(false, "the task service is missing")
    return
  }
  for index in 0..<10 {
    _ = try? service.create(TaskDraft(title: "Task \(index)"), on: CurrentThreadScheduler.instance)
      .asObservable().toBlocking(timeout: 60).single()
  }
  for (_, title) in hostileTitles {
    let made = try? service.create(TaskDraft(title: title), on: CurrentThreadScheduler.instance)
      .asObservable().toBlocking(timeout: 60).single()
    check(made != nil, "a hostile title was not saved")
  }
  let harness = AppHarness(app: app, size: TerminalSize(width: 80, height: 24), route: "tasks")
  harness.settle()
  check(harness.screenText.contains("Task 9"), "the task list did not show its tasks")
  harness.send(key: .down)
  var samples: [UInt64] = []
  for round in 0..<400 {
    let key: KeyEvent = (round / 12) % 2 == 0 ? .character("j") : .character("k")
    let start = DispatchTime.now().uptimeNanoseconds
    harness.send(key: key)
    samples.append(DispatchTime.now().uptimeNanoseconds - start)
  }
  samples.sort()
  print(
    "app hostile titles, j/k key to frame (12 tasks, two of them 0.5-1.65 M characters, 80x24): "
      + "p50 \(milliseconds(samples[samples.count / 2])) ms, "
      + "p99 \(milliseconds(samples[samples.count * 99 / 100])) ms")
  // The Delete dialog for the longest title (the last row).
  harness.send(key: .end)
  harness.settle()
  let start = DispatchTime.now().uptimeNanoseconds
  harness.send(key: .character("d"))
  let elapsed = DispatchTime.now().uptimeNanoseconds - start
  check(harness.screenText.contains("Delete"), "d did not ask to delete")
  print("app hostile titles, Delete dialog for the longest title: \(milliseconds(elapsed)) ms")
}

@MainActor private func milliseconds(_ nanoseconds: UInt64) -> String {
  String(format: "%.2f", Double(nanoseconds) / 1_000_000)
}
