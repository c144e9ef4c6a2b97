/// A command-line mistake; the message says what to do. An app's command line exits with
/// status 2 for it.
public struct AppUsageError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The message.
  public let description: String

  /// A mistake described by `description`.
  public init(description: String) {
    self.description = description
  }
}
