import Foundation

/// A fault a ``FixtureServer`` route injects into its response, to test how a client copes
/// with a slow, broken or lying server.
public enum FixtureFault: Sendable, Equatable {
  /// Waits this many seconds before sending anything. If the client goes away during the
  /// wait, the exchange is recorded as ``FixtureOutcome/clientDisconnected``.
  case delay(TimeInterval)

  /// Sends the status line and headers, then waits this many seconds before the body.
  case delayBody(TimeInterval)

  /// Announces the full body in `Content-Length` but sends only the first `afterBytes`
  /// bytes, then closes the connection.
  case truncateBody(afterBytes: Int)

  /// Reads the request and closes the connection without sending a byte.
  case closeWithoutResponse

  /// Sends this `Content-Type` instead of the response's own (a wrong one, say).
  case contentType(String)

  /// Replaces the body with this many bytes of filler (`x`), to test size caps.
  case oversizedBody(bytes: Int)

  /// Leaves out `Content-Length`: the body ends when the connection closes, so a client
  /// learns its size only by reading it.
  case omitContentLength
}
