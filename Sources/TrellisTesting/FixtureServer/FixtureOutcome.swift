/// How a ``FixtureServer`` exchange ended, from the server's side.
public enum FixtureOutcome: Sendable, Equatable {
  /// The response is still being prepared or sent (a delay is running, say).
  case pending

  /// The whole response was written.
  case delivered

  /// The response was cut short on purpose: by a fault (a truncated body, a connection
  /// closed without a response) or because the server was stopped.
  case cutShort

  /// The client closed the connection before the response was complete (for example
  /// because it cancelled the request during a delay).
  case clientDisconnected
}
