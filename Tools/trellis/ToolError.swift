/// Why the tool stopped: a mistake on the command line (exit status 2) or something that
/// failed while it worked (exit status 1). The message says what to do.
enum ToolError: Error, CustomStringConvertible {
  case usage(String)
  case failure(String)

  var description: String {
    switch self {
    case .usage(let message), .failure(let message): return message
    }
  }

  /// The exit status for it.
  var status: Int32 {
    switch self {
    case .usage: return 2
    case .failure: return 1
    }
  }
}
