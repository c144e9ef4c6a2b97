import Foundation
import Testing
import TrellisRxTest

@testable import TrellisRx

/// Collects the lines `debug` prints for one identifier while `body` runs.
private func captureDebugLines(identifier: String, _ body: () -> Void) -> [String] {
  let lines = ThreadSafeValue<[String]>([])
  let previous = DebugOperatorTap.shared.current
  DebugOperatorTap.shared.current = { line in
    previous?(line)
    if line.contains(identifier) { lines.mutate { $0.append(line) } }
  }
  body()
  DebugOperatorTap.shared.current = previous
  return lines.value
}

/// The part of a debug line after the timestamp.
private func content(_ line: String) -> String {
  guard let range = line.range(of: ": ") else { return line }
  return String(line[range.upperBound...])
}

@Suite(.serialized) struct DebugTests {
  @Test func logsSubscriptionEventsAndDisposal() {
    let id = "debug-\(UUID().uuidString)"
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    var events: [Recorded<Event<Int>>] = []
    let lines = captureDebugLines(identifier: id) {
      events = scheduler.start { xs.debug(id) }.events
    }
    #expect(events == [.next(210, 1), .completed(250)])
    #expect(
      lines.map(content) == [
        "\(id) -> subscribed", "\(id) -> Event next(1)", "\(id) -> Event completed",
        "\(id) -> isDisposed",
      ])
    let timestamp = #/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: /#
    #expect(lines.allSatisfy { $0.prefixMatch(of: timestamp) != nil })
  }

  @Test func logsTheErrorAndDisposeMidStream() {
    let id = "debug-\(UUID().uuidString)"
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    var failed: [Recorded<Event<Int>>] = []
    var disposed: [Recorded<Event<Int>>] = []
    var ys: TestableObservable<Int>?
    let lines = captureDebugLines(identifier: id) {
      failed = scheduler.start { xs.debug(id) }.events
      // Made after the first run, so its events are not consumed by it.
      let hot = scheduler.createHotObservable([.next(1210, 1), .next(1500, 2)])
      ys = hot
      disposed =
        scheduler.start(created: 1100, subscribed: 1200, disposed: 1400) { hot.debug(id) }
        .events
    }
    #expect(failed == [.next(210, 1), .error(250, TestError.boom)])
    #expect(disposed == [.next(1210, 1)])
    #expect(ys?.subscriptions == [Subscription(1200, 1400)])
    #expect(
      lines.map(content) == [
        "\(id) -> subscribed", "\(id) -> Event next(1)", "\(id) -> Event error(boom)",
        "\(id) -> isDisposed", "\(id) -> subscribed", "\(id) -> Event next(1)",
        "\(id) -> isDisposed",
      ])
  }

  @Test func trimsLongEventsAndNamesTheCallSiteByDefault() {
    let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
    var lines: [String] = []
    lines = captureDebugLines(identifier: "DebugTests.swift") {
      _ = Observable.just(long).debug(trimOutput: true).subscribe()
    }
    let event = lines.first { $0.contains("Event next") }
    // "next(" and 15 a's, then 19 z's and ")": the first and last 20 characters.
    let trimmed =
      "next(" + String(repeating: "a", count: 15) + "..."
      + String(repeating: "z", count: 19) + ")"
    #expect(event.map { $0.hasSuffix("-> Event \(trimmed)") } == true)
    #expect(
      lines.first.map { $0.contains("DebugTests.swift:") && $0.contains("subscribed") } == true)
  }

  @Test func chainedDebugsLogDisposalFromTheSubscriberTowardsTheSource() {
    let id = "debug-\(UUID().uuidString)"
    let subject = PublishSubject<Int>()
    let lines = captureDebugLines(identifier: id) {
      let subscription = subject.debug("\(id)-inner").debug("\(id)-outer").subscribe()
      subscription.dispose()
    }
    #expect(
      lines.map(content) == [
        "\(id)-outer -> subscribed", "\(id)-inner -> subscribed", "\(id)-outer -> isDisposed",
        "\(id)-inner -> isDisposed",
      ])
  }
}
