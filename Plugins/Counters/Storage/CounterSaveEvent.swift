/// What ``CounterStore/saving(_:on:tracking:)`` tells the screen: a save failed (it is
/// tried again until it succeeds), or the counters are stored again after failures.
public enum CounterSaveEvent: Equatable, Sendable {
  /// A save failed after the ones before it succeeded; the store tries again every
  /// ``CounterStore/retryDelay``, and the next list, when one comes, saves these changes
  /// too.
  case failed(CountersError)
  /// The counters were saved after one or more failures: everything shown is stored.
  case recovered
}
