/// Where a secret was read from (shown freely: it names the place, not the value).
public enum SecretSource: Sendable, Equatable, CustomStringConvertible {
  /// An environment variable.
  case environment(variable: String)
  /// A file with mode 0600.
  case file(path: String)

  /// "the environment variable X" or "the file Y".
  public var description: String {
    switch self {
    case .environment(let variable): return "the environment variable \(variable)"
    case .file(let path): return "the file \(path)"
    }
  }
}
