import Foundation
import Glibc

/// A real pseudo-terminal pair for the shell's tests (as in the terminal tests): the master is the "terminal emulator" side the
/// test reads and types into; the slave is the tty a `Terminal` or the probe talks to.
///
/// Both descriptors are opened close-on-exec, so processes other tests start in parallel
/// never inherit them.
final class CoreTestPseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private(set) var master: Int32
  let slave: Int32
  let slavePath: String
  private(set) var received: [UInt8] = []

  init(width: Int = 80, height: Int = 24) throws {
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
  func hangUp() {
    close(master)
    master = -1
  }

  /// Sets the window size, as a terminal emulator does when its window is resized (the
  /// kernel sends SIGWINCH to the tty's foreground process group).
  func resize(width: Int, height: Int) {
    var window = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// The slave's termios now.
  var termiosState: CoreTestTermiosState {
    var state = termios()
    _ = tcgetattr(slave, &state)
    return CoreTestTermiosState(state)
  }

  /// Types `bytes` into the terminal.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads what the slave side wrote, waiting up to `milliseconds` for the first bytes;
  /// appends it to `received` and returns it.
  @discardableResult
  func read(waiting milliseconds: Int32 = 0) -> [UInt8] {
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
  func read(until marker: String, seconds: Double = 60, stop: () -> Bool = { false }) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if received.includesCoreTest(Array(marker.utf8)) { return true }
      if stop() {
        read()
        return received.includesCoreTest(Array(marker.utf8))
      }
      read(waiting: 50)
    }
    return received.includesCoreTest(Array(marker.utf8))
  }

  /// Forgets what was read so far.
  func clearReceived() {
    received = []
  }
}
