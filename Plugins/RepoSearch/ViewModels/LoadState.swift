/// Something loaded once for a screen: on its way, there, or failed with a message.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
  /// On its way.
  case loading
  /// Here it is.
  case loaded(Value)
  /// It could not be loaded; the message says why and what to do.
  case failed(String)

  /// The value, when loaded.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }
}
