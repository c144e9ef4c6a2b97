import Foundation
import TaskList
import TrellisRxTest

/// Sections in a line a test can compare: `To do: A, B | Done: C` (empty for no sections).
func summary(_ sections: [TaskListSection]) -> String {
  sections.map { section in
    "\(section.header ?? "-"): " + section.items.map(\.title).joined(separator: ", ")
  }
  .joined(separator: " | ")
}

/// Each recorded list of sections as `time: summary`.
func summaries(_ observer: TestableObserver<[TaskListSection]>) -> [String] {
  observer.events.compactMap { event in
    event.value.element.map { "\(event.time): \(summary($0))" }
  }
}

/// Each recorded element as `time: element`.
func timeline<Element>(_ observer: TestableObserver<Element>) -> [String] {
  observer.events.compactMap { event in
    event.value.element.map { "\(event.time): \($0)" }
  }
}

/// The seeded tasks, as the list shows them.
let seededToDo =
  "To do: Go to https://github.com/devxoul, Star repositories I am interested in, Make a pull request"
