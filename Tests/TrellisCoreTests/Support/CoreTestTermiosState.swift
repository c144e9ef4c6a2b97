import Glibc

/// The parts of a termios that matter for restoring, comparable.
struct CoreTestTermiosState: Equatable, CustomStringConvertible {
  var inputFlags: UInt32
  var outputFlags: UInt32
  var controlFlags: UInt32
  var localFlags: UInt32
  var controlCharacters: [UInt8]

  init(_ state: termios) {
    inputFlags = state.c_iflag
    outputFlags = state.c_oflag
    controlFlags = state.c_cflag
    localFlags = state.c_lflag
    var copy = state.c_cc
    controlCharacters = withUnsafeBytes(of: &copy) { Array($0) }
  }

  /// Whether the terminal is raw: no canonical input, no echo, no signal keys, no output
  /// processing.
  var isRaw: Bool {
    localFlags & UInt32(ICANON | ECHO | ISIG) == 0 && outputFlags & UInt32(OPOST) == 0
  }

  var description: String {
    "iflag \(String(inputFlags, radix: 8)) oflag \(String(outputFlags, radix: 8)) "
      + "cflag \(String(controlFlags, radix: 8)) lflag \(String(localFlags, radix: 8))"
  }
}
