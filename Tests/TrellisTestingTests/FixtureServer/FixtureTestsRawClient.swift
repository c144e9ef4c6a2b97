import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw TCP client for the fixture server's tests: sends bytes as given and reads exactly
/// what comes back, so faults show up byte for byte.
final class FixtureTestsRawClient {
  let descriptor: Int32

  /// Connects to 127.0.0.1:`port`, or returns nil when the connection is refused.
  init?(port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, bytes.count, 0) }
  }

  /// Whether any byte arrives within `milliseconds` (without consuming it).
  func hasData(within milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }

  /// Reads until the server closes the connection (at most 10 s of silence).
  func readToEnd() -> Data {
    var result = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while hasData(within: 10_000) {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65_536, 0) }
      if count <= 0 { break }
      result.append(contentsOf: buffer[0..<count])
    }
    return result
  }

  /// Reads until the end of the response head, returning the head.
  func readHead() -> String {
    var result = Data()
    var byte: UInt8 = 0
    while !result.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)), hasData(within: 10_000) {
      guard recv(descriptor, &byte, 1, 0) == 1 else { break }
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Sends a request and reads the whole response, split into head and body.
  static func exchange(port: UInt16, _ request: String) -> (head: String, body: Data)? {
    guard let client = FixtureTestsRawClient(port: port) else { return nil }
    client.send(request)
    return split(client.readToEnd())
  }

  static func split(_ data: Data) -> (head: String, body: Data) {
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
      return (String(decoding: data, as: UTF8.self), Data())
    }
    return (
      String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self),
      Data(data[end.upperBound...])
    )
  }
}
