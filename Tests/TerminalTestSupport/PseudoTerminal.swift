import Foundation
import Glibc

/// A real pseudo-terminal pair for tests: the master is the "terminal emulator" side the
/// test reads and types into; the slave is the tty a `Terminal` or the probe talks to.
///
/// Both descriptors are opened close-on-exec, so processes other tests start in parallel
/// never inherit them.
public final class PseudoTerminal {
  /// Something about the pty or the probe went wrong; the text says what.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure saying `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// The master side's descriptor (the test's end).
  public private(set) var master: Int32
  /// The slave side's descriptor (the program's terminal).
  public let slave: Int32
  /// The slave's device path, `/dev/pts/N`.
  public let slavePath: String
  /// Everything read from the master so far.
  public private(set) var received: [UInt8] = []

  /// Opens a pty pair of `width`×`height`.
  public init(width: Int = 80, height: Int = 24) throws {
    // posix_openpt, unlockpt and ptsname by hand (Glibc's module leaves them out):
    // the master from /dev/ptmx, then TIOCSPTLCK to unlock and TIOCGPTN for the number.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw Failure(description: "open /dev/ptmx: errno \(errno)") }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let tiocsptlck: UInt = 0x4004_5431
    let tiocgptn: UInt = 0x8004_5430
    guard ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else {
      close(master)
      throw Failure(description: "unlocking the pty: errno \(errno)")
    }
    slavePath = "/dev/pts/\(number)"
    slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw Failure(description: "open \(slavePath): errno \(errno)")
    }
    resize(width: width, height: height)
  }

  deinit {
    close(slave)
    if master >= 0 { close(master) }
  }

  /// Closes the master side, as when the terminal window is closed: the slave's reads
  /// then fail with EIO.
  public func hangUp() {
    close(master)
    master = -1
  }

  /// Sets the window size, as a terminal emulator does when its window is resized (the
  /// kernel sends SIGWINCH to the tty's foreground process group).
  public func resize(width: Int, height: Int) {
    var window = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// The slave's termios now.
  public var termiosState: TermiosState {
    var state = termios()
    _ = tcgetattr(slave, &state)
    return TermiosState(state)
  }

  /// Types `bytes` into the terminal.
  public func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads what the slave side wrote, waiting up to `milliseconds` for the first bytes;
  /// appends it to `received` and returns it.
  @discardableResult
  public func read(waiting milliseconds: Int32 = 0) -> [UInt8] {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var chunk: [UInt8] = []
    var wait = milliseconds
    while poll(&descriptor, 1, wait) > 0 && descriptor.revents & Int16(POLLIN) != 0 {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      chunk += buffer[0..<count]
      wait = 0
    }
    received += chunk
    return chunk
  }

  /// Reads until `received` contains `marker` or `stop()` says to give up; a bound of
  /// `seconds` keeps a broken test from hanging (it is no assertion about speed).
  public func read(until marker: String, seconds: Double = 60, stop: () -> Bool = { false }) -> Bool
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if received.includes(Array(marker.utf8)) { return true }
      if stop() {
        read()
        return received.includes(Array(marker.utf8))
      }
      read(waiting: 50)
    }
    return received.includes(Array(marker.utf8))
  }

  /// Forgets what was read so far.
  public func clearReceived() {
    received = []
  }
}

/// The parts of a termios that matter for restoring, comparable.
public struct TermiosState: Equatable, CustomStringConvertible {
  /// `c_iflag`.
  public var inputFlags: UInt32
  /// `c_oflag`.
  public var outputFlags: UInt32
  /// `c_cflag`.
  public var controlFlags: UInt32
  /// `c_lflag`.
  public var localFlags: UInt32
  /// `c_cc`, as bytes.
  public var controlCharacters: [UInt8]

  /// The parts of `state` that matter.
  public init(_ state: termios) {
    inputFlags = state.c_iflag
    outputFlags = state.c_oflag
    controlFlags = state.c_cflag
    localFlags = state.c_lflag
    var copy = state.c_cc
    controlCharacters = withUnsafeBytes(of: &copy) { Array($0) }
  }

  /// Whether the terminal is raw: no canonical input, no echo, no signal keys, no output
  /// processing.
  public var isRaw: Bool {
    localFlags & UInt32(ICANON | ECHO | ISIG) == 0 && outputFlags & UInt32(OPOST) == 0
  }

  /// The flags in octal.
  public var description: String {
    "iflag \(String(inputFlags, radix: 8)) oflag \(String(outputFlags, radix: 8)) "
      + "cflag \(String(controlFlags, radix: 8)) lflag \(String(localFlags, radix: 8))"
  }
}

/// Byte searches the pty tests use on what they read.
/// Byte searches the pty tests use on what they read.
extension Array where Element == UInt8 {
  /// Whether `pattern` occurs in the array.
  public func includes(_ pattern: [UInt8]) -> Bool {
    occurrences(of: pattern) > 0
  }

  /// How many times `pattern` occurs, not overlapping.
  public func occurrences(of pattern: [UInt8]) -> Int {
    guard !pattern.isEmpty, pattern.count <= count else { return 0 }
    var found = 0
    var index = 0
    while index + pattern.count <= count {
      if self[index..<index + pattern.count].elementsEqual(pattern) {
        found += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// The bytes after the first occurrence of `pattern`, or nil.
  public func after(_ pattern: [UInt8]) -> [UInt8]? {
    guard !pattern.isEmpty, pattern.count <= count else { return nil }
    for index in 0...(count - pattern.count)
    where self[index..<index + pattern.count].elementsEqual(pattern) {
      return Array(self[(index + pattern.count)...])
    }
    return nil
  }
}
