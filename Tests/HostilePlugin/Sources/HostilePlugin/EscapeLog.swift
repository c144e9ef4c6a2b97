/// What the hostile plugin tried, each attempt with its outcome: refused (with the error's
/// message) or leaked (with what it got).
public final class EscapeLog: @unchecked Sendable {
  // `@unchecked Sendable`: written only on the main thread, while the app loads its plugins,
  // and read by the test after that.

  /// One attempt.
  public struct Attempt: Sendable, CustomStringConvertible {
    /// What was tried, like "SELECT from another namespace".
    public let name: String
    /// The error's message when refused; nil when it got through.
    public let refusal: String?
    /// What it got when it got through.
    public let leak: String?

    /// "name: refused: message" or "name: LEAKED: what".
    public var description: String {
      if let refusal { return "\(name): refused: \(refusal)" }
      return "\(name): LEAKED: \(leak ?? "something")"
    }
  }

  /// The attempts, in order.
  public private(set) var attempts: [Attempt] = []

  /// An empty log.
  public init() {}

  /// Runs `body`: a throw is a refusal; a return is a leak when it returns a description
  /// of what it got, a refusal with `refusal` when it returns nil.
  func attempt(_ name: String, _ body: () throws -> String?) {
    do {
      if let leak = try body() {
        attempts.append(Attempt(name: name, refusal: nil, leak: leak))
      } else {
        attempts.append(Attempt(name: name, refusal: "nothing to reach", leak: nil))
      }
    } catch {
      attempts.append(Attempt(name: name, refusal: "\(error)", leak: nil))
    }
  }

  /// Records that `name` was refused with `message` (checked elsewhere, like a report).
  func refused(_ name: String, _ message: String) {
    attempts.append(Attempt(name: name, refusal: message, leak: nil))
  }
}
