import Foundation

/// Answers one connection of a ``FixtureServer``: reads a request, records it, sends the
/// route's response with its faults, and closes (no keep-alive).
struct FixtureConnection {
  /// The accepted connection.
  let socket: FixtureSocket

  /// The server's state.
  let core: FixtureServerCore

  /// Serves the connection and closes it.
  func serve() {
    defer { socket.close() }
    let reader = FixtureRequestReader(socket: socket, isCancelled: { core.isStopping })
    guard let request = reader.readRequest() else { return }
    let (id, resolved) = core.record(request)
    let outcome = send(resolved, to: request)
    // Recorded before the client can see the end of the response, so a test that has read
    // the whole response finds the outcome already set.
    core.finish(id, outcome: outcome)
    if outcome == .delivered {
      socket.shutdownWrite()
      drainUntilClientCloses()
    }
  }

  /// Sends `response` to the client, applying its faults; returns how it ended.
  private func send(_ response: FixtureResponse, to request: FixtureRequest) -> FixtureOutcome {
    var headers = response.headers
    var body = response.body
    var delay: TimeInterval = 0
    var bodyDelay: TimeInterval = 0
    var truncation: Int?
    var closesWithoutResponse = false
    var omitsLength = false
    for fault in response.faults {
      switch fault {
      case .delay(let seconds): delay += seconds
      case .delayBody(let seconds): bodyDelay += seconds
      case .truncateBody(let afterBytes): truncation = max(0, afterBytes)
      case .closeWithoutResponse: closesWithoutResponse = true
      case .contentType(let type): headers = FixtureResponse.merged(headers, ["Content-Type": type])
      case .oversizedBody(let bytes): body = Data(repeating: UInt8(ascii: "x"), count: bytes)
      case .omitContentLength: omitsLength = true
      }
    }
    if delay > 0, let interrupted = pause(delay) { return interrupted }
    if closesWithoutResponse { return .cutShort }
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key })
    where !["content-length", "connection"].contains(name.lowercased()) {
      head += "\(name): \(value)\r\n"
    }
    if !omitsLength { head += "Content-Length: \(body.count)\r\n" }
    head += "Connection: close\r\n\r\n"
    guard socket.write(Data(head.utf8)) else { return .clientDisconnected }
    if bodyDelay > 0, let interrupted = pause(bodyDelay) { return interrupted }
    let sendsBody = request.method.uppercased() != "HEAD"
    if sendsBody, !socket.write(truncation.map { Data(body.prefix($0)) } ?? body) {
      return .clientDisconnected
    }
    if let cut = truncation, sendsBody, cut < body.count { return .cutShort }
    return .delivered
  }

  /// Waits `seconds`, watching the connection; returns an outcome if the wait was cut short
  /// (the client left, or the server is stopping), nil when it ran its course.
  private func pause(_ seconds: TimeInterval) -> FixtureOutcome? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if core.isStopping { return .cutShort }
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { return nil }
      switch socket.wait(milliseconds: Int32(min(20, max(1, left * 1000)))) {
      case .closed:
        return .clientDisconnected
      case .readable:
        if socket.peerHasClosed() { return .clientDisconnected }
        usleep(useconds_t(min(20_000, max(1_000, left * 1_000_000))))
      case .idle:
        continue
      }
    }
  }

  /// Gives the client up to a second to read the response and close its end, so closing
  /// ours does not reset the connection under an unread response.
  private func drainUntilClientCloses() {
    for _ in 0..<50 where !core.isStopping {
      switch socket.wait(milliseconds: 20) {
      case .closed: return
      case .readable:
        guard let data = socket.read(maximum: 4096), !data.isEmpty else { return }
      case .idle: continue
      }
    }
  }

  /// The reason phrase for `status`.
  static func reason(_ status: Int) -> String {
    let phrases = [
      200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
      304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
      404: "Not Found", 409: "Conflict", 422: "Unprocessable Entity", 429: "Too Many Requests",
      500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
      504: "Gateway Timeout",
    ]
    return phrases[status] ?? "Status \(status)"
  }
}
