/// Why a ``FixtureServer`` could not start or a fixture could not be built.
public enum FixtureServerError: Error, CustomStringConvertible {
  /// A socket call failed; names the call and the system's reason.
  case socket(call: String, reason: String)

  /// A value could not be encoded as a JSON fixture body.
  case encoding(String)

  /// A message naming what failed.
  public var description: String {
    switch self {
    case .socket(let call, let reason):
      return "The fixture server could not start: \(call) failed (\(reason))."
    case .encoding(let reason):
      return "The fixture body could not be encoded as JSON: \(reason)."
    }
  }
}
