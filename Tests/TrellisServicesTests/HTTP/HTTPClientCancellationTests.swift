import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

@Suite struct HTTPClientCancellationTests {
  /// `@unchecked Sendable`: `values` (a `Mutex`) guards the events.
  private final class Events: @unchecked Sendable {
    private let values = Mutex<[String]>([])
    func append(_ value: String) { values.criticalSection { $0.append(value) } }
    var all: [String] { values.criticalSection { $0 } }
  }

  @Test func disposingTheSubscriptionClosesTheConnection() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(60)))
    let client = HTTPClient(configuration: .init(retryPolicy: .never))
    let events = Events()
    let subscription = client.get(server.url("/slow")).subscribe(
      onSuccess: { events.append("success \($0.status)") },
      onFailure: { events.append("failure \($0)") })
    #expect(server.waitForRequests(1))
    subscription.dispose()
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
    #expect(events.all.isEmpty)
  }

  @Test func flatMapLatestAbortsTheSupersededRequest() throws {
    let server = try FixtureServer()
    server.route("GET", "/search", query: ["q": "sw"], .json(#"["slow"]"#).with(.delay(60)))
    server.route("GET", "/search", query: ["q": "swift"], .json(#"["swift"]"#))
    let client = HTTPClient(configuration: .init(retryPolicy: .never))
    let queries = PublishSubject<String>()
    let events = Events()
    let subscription =
      queries
      .flatMapLatest { query -> Observable<[String]> in
        let url = server.url("/search?q=\(query)")
        return client.json([String].self, from: url).asObservable()
      }
      .subscribe(onNext: { events.append($0.joined()) }, onError: { events.append("\($0)") })
    queries.onNext("sw")
    #expect(server.waitForRequests(1))
    queries.onNext("swift")
    #expect(server.waitUntil { _ in events.all == ["swift"] })
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
    #expect(server.exchanges.map(\.request.query["q"]) == ["sw", "swift"])
    #expect(events.all == ["swift"])
    subscription.dispose()
  }

  @Test func disposingDuringARetryWaitCancelsTheRetry() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/busy", sequence: [.status(503, headers: ["Retry-After": "5"]), .text("ok")])
    let scheduler = HTTPTestsScheduler(holds: true)
    let client = HTTPClient(configuration: .init(retryScheduler: scheduler))
    let events = Events()
    let subscription = client.get(server.url("/busy")).subscribe(
      onSuccess: { events.append("success \($0.status)") },
      onFailure: { events.append("failure \($0)") })
    #expect(server.waitUntil { _ in scheduler.requestedDelays == [5] })
    #expect(scheduler.heldDisposables.map(\.isDisposed) == [false])
    subscription.dispose()
    #expect(scheduler.heldDisposables.map(\.isDisposed) == [true])
    scheduler.firePending()
    #expect(server.requests.count == 1)
    #expect(events.all.isEmpty)
  }

  @Test func aHeldRetryRunsWhenItsTimeComes() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/busy", sequence: [.status(503, headers: ["Retry-After": "5"]), .text("ok")])
    let scheduler = HTTPTestsScheduler(holds: true)
    let client = HTTPClient(configuration: .init(retryScheduler: scheduler))
    let events = Events()
    let subscription = client.get(server.url("/busy")).subscribe(
      onSuccess: { events.append("success \($0.text ?? "") after \($0.attempts)") },
      onFailure: { events.append("failure \($0)") })
    #expect(server.waitUntil { _ in scheduler.requestedDelays == [5] })
    #expect(server.requests.count == 1)
    scheduler.firePending()
    #expect(server.waitUntil { _ in events.all == ["success ok after 2"] })
    subscription.dispose()
  }

  @Test func disposingDuringARetriedAttemptClosesItsConnection() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/busy",
      sequence: [.status(503), FixtureResponse.text("late").with(.delay(60))])
    let scheduler = HTTPTestsScheduler()
    let client = HTTPClient(configuration: .init(retryScheduler: scheduler))
    let events = Events()
    let subscription = client.get(server.url("/busy")).subscribe(
      onSuccess: { events.append("success \($0.status)") },
      onFailure: { events.append("failure \($0)") })
    #expect(server.waitForRequests(2))
    subscription.dispose()
    #expect(server.waitUntil { $0.exchanges.last?.outcome == .clientDisconnected })
    #expect(events.all.isEmpty)
  }
}
