import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the fixture server uses, on one descriptor.
struct FixtureSocket {
  /// What waiting on a socket found.
  enum Readiness {
    /// Data (or an end of stream) can be read.
    case readable
    /// The time slice passed with nothing to read.
    case idle
    /// The peer hung up or the socket failed.
    case closed
  }

  /// The file descriptor.
  let descriptor: Int32

  /// A listening TCP socket on 127.0.0.1 at a free port chosen by the system.
  static func listenOnLoopback() throws -> FixtureSocket {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw failure("socket") }
    var reuse: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let error = failure("bind")
      FixtureSocket(descriptor: descriptor).close()
      throw error
    }
    guard listen(descriptor, 64) == 0 else {
      let error = failure("listen")
      FixtureSocket(descriptor: descriptor).close()
      throw error
    }
    return FixtureSocket(descriptor: descriptor)
  }

  /// The error for the failed call `call`, with `errno`'s message.
  static func failure(_ call: String) -> FixtureServerError {
    .socket(call: call, reason: String(cString: strerror(errno)))
  }

  /// The local port this socket is bound to.
  func localPort() throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard result == 0 else { throw Self.failure("getsockname") }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Accepts one pending connection, or nil when none is pending or accepting failed.
  func accept() -> FixtureSocket? {
    #if canImport(Glibc)
      let client = Glibc.accept(descriptor, nil, nil)
    #else
      let client = Darwin.accept(descriptor, nil, nil)
    #endif
    return client >= 0 ? FixtureSocket(descriptor: client) : nil
  }

  /// Waits up to `milliseconds` for something to read.
  func wait(milliseconds: Int32) -> Readiness {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let result = poll(&entry, 1, milliseconds)
    if result < 0 { return errno == EINTR ? .idle : .closed }
    if result == 0 { return .idle }
    if entry.revents & Int16(POLLIN) != 0 { return .readable }
    return .closed
  }

  /// Whether the peer has closed its end (checked without consuming any data).
  func peerHasClosed() -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    if entry.revents & Int16(POLLIN) == 0 { return true }
    var byte: UInt8 = 0
    let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
    return peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }

  /// Reads what is available, up to `maximum` bytes; an empty result means the peer closed,
  /// nil means the read failed.
  func read(maximum: Int = 65_536) -> Data? {
    var buffer = [UInt8](repeating: 0, count: maximum)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
    if count < 0 { return nil }
    return Data(buffer[0..<count])
  }

  /// Writes all of `data`; false when the peer is gone (no SIGPIPE is raised).
  func write(_ data: Data) -> Bool {
    var offset = 0
    while offset < data.count {
      let sent = data.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        #if canImport(Glibc)
          return send(descriptor, base + offset, data.count - offset, Int32(MSG_NOSIGNAL))
        #else
          return send(descriptor, base + offset, data.count - offset, 0)
        #endif
      }
      if sent < 0 && errno == EINTR { continue }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  /// Stops sending (the peer reads an end of stream) but keeps reading possible.
  func shutdownWrite() {
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Closes the descriptor.
  func close() {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
