import Glibc

/// Writing from a signal handler: only `write` and `poll`, on memory set aside in advance.
enum SignalSafeOutput {
  /// Writes the `count` bytes at `bytes` to `descriptor`, again after an interruption and,
  /// on a descriptor that is full for now, after waiting for it (at most a second in all);
  /// gives up on any other error. Async-signal-safe.
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, count: Int) {
    var written = 0
    var waits = 0
    while written < count {
      let result = Glibc.write(descriptor, bytes + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waits < 20 {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, 50)
        waits += 1
      } else {
        return
      }
    }
  }
}
