/// What became of the work pending when an app ended (see ``PendingWork``): what failed
/// while the app was ending, what was dropped before it finished, and what had not
/// finished when the time was up.
public struct PendingWorkReport: Equatable, Sendable {
  /// A piece of work that failed.
  public struct Failure: Equatable, Sendable {
    /// What the work was doing ("saving the counters").
    public let label: String
    /// Why it failed, as its error says.
    public let message: String

    /// A failure of the work `label`, for `message`.
    public init(label: String, message: String) {
      self.label = label
      self.message = message
    }
  }

  /// The labels of the work still running when the time was up, oldest first.
  public let unfinished: [String]
  /// The work that failed while the app was ending, in the order it failed.
  public let failures: [Failure]
  /// The labels of the work let go before it finished — its token released without
  /// ending, or its tracked subscription disposed (the screen that started it closed) —
  /// in the order it was dropped.
  public let dropped: [String]
  /// How long the app waited at most, in seconds.
  public let limit: Double

  /// A report of `unfinished`, `failures` and `dropped` work after waiting at most `limit`
  /// seconds.
  public init(
    unfinished: [String] = [], failures: [Failure] = [], dropped: [String] = [],
    limit: Double = 0
  ) {
    self.unfinished = unfinished
    self.failures = failures
    self.dropped = dropped
    self.limit = limit
  }

  /// Whether everything finished and nothing failed or was dropped.
  public var isClean: Bool {
    unfinished.isEmpty && failures.isEmpty && dropped.isEmpty
  }

  /// A line per problem, for standard error, each saying what to do about it.
  public var lines: [String] {
    let seconds = limit.rounded() == limit ? String(Int(limit)) : String(limit)
    return failures.map { failure in
      "\(failure.label) failed as the app ended, so it was not kept: \(failure.message)"
    }
      + dropped.map { label in
        "\(label) was dropped before it finished (what started it went away first), so it "
          + "may not have been kept; start the app again to check"
      }
      + unfinished.map { label in
        "\(label) had not finished after \(seconds) s when the app ended, so it may not "
          + "have been kept; start the app again to check (another program keeping the files "
          + "busy can cause this)"
      }
  }
}
