#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What can go wrong talking to a terminal. Each case's `description` says what happened
/// and what to do about it.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// The file descriptor is not a terminal, so raw mode and terminal modes make no sense.
  case notATerminal(fileDescriptor: Int32)
  /// Neither standard input/output nor `/dev/tty` is a terminal.
  case noTerminal(errno: Int32)
  /// A termios call (`tcgetattr` or `tcsetattr`) failed.
  case termiosFailed(call: String, errno: Int32)
  /// Writing to the terminal failed.
  case writeFailed(errno: Int32)
  /// Reading from the terminal failed.
  case readFailed(errno: Int32)
  /// The input reached its end (the terminal hung up, or the input was a file that ended).
  case inputClosed
  /// The restorer's table of live terminals is full; stop a terminal before starting another.
  case tooManyTerminals(limit: Int)
  /// The restore sequence does not fit in the space the restorer keeps for it.
  case restoreSequenceTooLong(length: Int, limit: Int)

  /// What happened, and what to do about it.
  public var description: String {
    switch self {
    case .notATerminal(let fd):
      return "File descriptor \(fd) is not a terminal. Run the program in a terminal, "
        + "not with its input or output redirected to a file or a pipe."
    case .noTerminal(let code):
      return "No terminal found: standard input and output are not terminals and /dev/tty "
        + "could not be opened (\(Self.message(code))). Run the program in a terminal."
    case .termiosFailed(let call, let code):
      return "\(call) failed on the terminal: \(Self.message(code)). "
        + "Check that the program runs in the foreground of a terminal."
    case .writeFailed(let code):
      return "Writing to the terminal failed: \(Self.message(code)). "
        + "The terminal may have been closed."
    case .readFailed(let code):
      return "Reading from the terminal failed: \(Self.message(code)). "
        + "The terminal may have been closed."
    case .inputClosed:
      return "The terminal input was closed (end of file or hang-up); the program should exit."
    case .tooManyTerminals(let limit):
      return "At most \(limit) terminals can be started at once in a process; "
        + "stop one before starting another."
    case .restoreSequenceTooLong(let length, let limit):
      return "The restore sequence is \(length) bytes, more than the \(limit) the restorer "
        + "keeps; start with fewer modes."
    }
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return "\(String(cString: text)) (errno \(code))"
  }
}
