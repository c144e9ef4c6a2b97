import Foundation

/// A real HTTP/1.1 server on 127.0.0.1, on a free port the system picks, that answers with
/// fixture responses and injects faults on demand — for testing HTTP clients without mocks.
///
/// ```swift
/// let server = try FixtureServer()
/// server.route("GET", "/repos", .json(#"[{"name":"trellis"}]"#))
/// server.route("GET", "/flaky", sequence: [.status(503), .status(503), .text("ok")])
/// server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(5)))
/// let url = server.url("/repos?page=2")
/// // … make requests, then:
/// #expect(server.requests(to: "/repos").first?.query["page"] == "2")
/// ```
///
/// Routes match the method and the exact, percent-decoded path, and optionally query items
/// (the route with the most matching query requirements wins); a request no route matches
/// gets a JSON 404 naming it. Every response carries `Connection: close`: there is no
/// keep-alive, each request arrives on a connection of its own. Each connection runs on its
/// own thread. `stop()` (or deinit) closes the listening socket and interrupts any delay.
///
/// `@unchecked Sendable`: immutable after init (`port`, `core`); `core` keeps its state
/// under a `Mutex`.
public final class FixtureServer: @unchecked Sendable {
  /// The port the server listens on (on 127.0.0.1).
  public let port: UInt16

  private let core: FixtureServerCore

  /// Starts a server on 127.0.0.1 at a free port.
  ///
  /// - Throws: ``FixtureServerError/socket(call:reason:)`` when the socket cannot be made.
  public init() throws {
    let listener = try FixtureSocket.listenOnLoopback()
    do {
      port = try listener.localPort()
    } catch {
      listener.close()
      throw error
    }
    core = FixtureServerCore(listener: listener)
    core.start()
  }

  deinit {
    core.stop()
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// The URL of `pathAndQuery` (such as `/repos/search?q=swift`) on this server.
  public func url(_ pathAndQuery: String) -> URL {
    let suffix = pathAndQuery.hasPrefix("/") ? pathAndQuery : "/" + pathAndQuery
    return URL(string: baseURL.absoluteString + suffix) ?? baseURL
  }

  /// Answers `method` `path` (and, if given, requests carrying these query items) with
  /// `response`, every time. A path ending in `/*` (`/img/*`) answers every path below it. Replaces a route with the same method, path and query.
  public func route(
    _ method: String, _ path: String, query: [String: String] = [:], _ response: FixtureResponse
  ) {
    route(method, path, query: query, sequence: [response])
  }

  /// Answers `method` `path` with `sequence` in turn, one response per request; the last
  /// one repeats (so `[503, 503, 200]` fails twice, then succeeds for good).
  public func route(
    _ method: String, _ path: String, query: [String: String] = [:],
    sequence: [FixtureResponse]
  ) {
    core.add(
      .init(
        method: method.uppercased(), path: path, query: query, responses: sequence, handler: nil))
  }

  /// Answers `method` `path` with whatever `handler` returns for each request (an echo, or
  /// a 304 when `If-None-Match` matches, say). The handler runs on a connection thread.
  public func route(
    _ method: String, _ path: String, query: [String: String] = [:],
    handler: @escaping @Sendable (FixtureRequest) -> FixtureResponse
  ) {
    core.add(
      .init(
        method: method.uppercased(), path: path, query: query, responses: [], handler: handler))
  }

  /// Every exchange so far, in the order the requests arrived.
  public var exchanges: [FixtureExchange] {
    core.exchanges
  }

  /// Every request so far, in arrival order.
  public var requests: [FixtureRequest] {
    core.exchanges.map(\.request)
  }

  /// The requests to `path` (percent-decoded, without the query), optionally of one method.
  public func requests(to path: String, method: String? = nil) -> [FixtureRequest] {
    requests.filter { request in
      request.path == path && (method.map { $0.uppercased() == request.method } ?? true)
    }
  }

  /// Waits until `condition` holds for this server, checking every 5 ms, for at most
  /// `timeout` seconds; returns whether it held. A bound for tests, not a timing assertion.
  @discardableResult
  public func waitUntil(
    timeout: TimeInterval = 10, _ condition: (FixtureServer) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(self) {
      if Date() >= deadline { return false }
      usleep(5_000)
    }
    return true
  }

  /// Waits until at least `count` requests have arrived (at most `timeout` seconds);
  /// returns whether they did.
  @discardableResult
  public func waitForRequests(_ count: Int, timeout: TimeInterval = 10) -> Bool {
    waitUntil(timeout: timeout) { $0.exchanges.count >= count }
  }

  /// Stops the server: no new connections, delays interrupted, sockets closed. Returns once
  /// the threads have finished (or after two seconds). Safe to call more than once.
  public func stop() {
    core.stop()
  }
}
