/// One request a ``FixtureServer`` received and how its response ended.
public struct FixtureExchange: Sendable {
  /// The request as received.
  public let request: FixtureRequest

  /// How the response ended; ``FixtureOutcome/pending`` while it is still being sent.
  public let outcome: FixtureOutcome

  /// An exchange of `request` that ended with `outcome`.
  public init(request: FixtureRequest, outcome: FixtureOutcome) {
    self.request = request
    self.outcome = outcome
  }
}
