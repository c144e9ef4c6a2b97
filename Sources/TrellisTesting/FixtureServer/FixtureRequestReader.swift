import Foundation

/// Reads one HTTP/1.1 request (head and body) from a connection: `Content-Length` and
/// chunked bodies, and the `100 Continue` a client waits for when it sends
/// `Expect: 100-continue`.
struct FixtureRequestReader {
  /// The connection to read from.
  let socket: FixtureSocket

  /// Whether to give up (the server is stopping); checked between short waits.
  let isCancelled: () -> Bool

  /// How long the client may stay silent before the read gives up, in milliseconds.
  var idleLimit: Int = 10_000

  /// The largest head accepted.
  var headLimit: Int = 256 * 1024

  private static let headEnd = Data("\r\n\r\n".utf8)
  private static let lineEnd = Data("\r\n".utf8)

  /// The next request, or nil when the client closed, went silent, or sent garbage.
  func readRequest() -> FixtureRequest? {
    var buffer = Data()
    var headRange: Range<Data.Index>?
    while headRange == nil {
      guard buffer.count < headLimit, let more = readMore() else { return nil }
      buffer.append(more)
      headRange = buffer.range(of: Self.headEnd)
    }
    guard let end = headRange,
      let head = String(data: buffer[buffer.startIndex..<end.lowerBound], encoding: .utf8)
    else { return nil }
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    var fields: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append((name: name, value: value))
    }
    let value = { (name: String) in
      fields.first { $0.name.lowercased() == name }?.value.lowercased()
    }
    if value("expect") == "100-continue" {
      _ = socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    var rest = Data(buffer[end.upperBound...])
    let body: Data
    if value("transfer-encoding")?.contains("chunked") == true {
      guard let chunked = readChunked(&rest) else { return nil }
      body = chunked
    } else {
      let length = Int(value("content-length") ?? "0") ?? 0
      while rest.count < length {
        guard let more = readMore() else { return nil }
        rest.append(more)
      }
      body = Data(rest.prefix(length))
    }
    return FixtureRequest(
      method: String(requestLine[0]), target: String(requestLine[1]), headerFields: fields,
      body: body)
  }

  /// Reads more bytes, or nil when the client closed, stayed silent too long, or the server
  /// is stopping.
  private func readMore() -> Data? {
    var waited = 0
    while waited < idleLimit {
      if isCancelled() { return nil }
      switch socket.wait(milliseconds: 50) {
      case .readable:
        guard let data = socket.read(), !data.isEmpty else { return nil }
        return data
      case .idle:
        waited += 50
      case .closed:
        return nil
      }
    }
    return nil
  }

  /// Decodes a chunked body from `buffer`, reading more as needed.
  private func readChunked(_ buffer: inout Data) -> Data? {
    var body = Data()
    while true {
      guard let sizeLine = readLine(&buffer) else { return nil }
      let sizeText = sizeLine.split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
        return nil
      }
      if size == 0 {
        while let trailer = readLine(&buffer), !trailer.isEmpty {}
        return body
      }
      while buffer.count < size + 2 {
        guard let more = readMore() else { return nil }
        buffer.append(more)
      }
      body.append(buffer.prefix(size))
      buffer = Data(buffer.dropFirst(size + 2))
    }
  }

  /// Takes one CRLF-terminated line off the front of `buffer`, reading more as needed.
  private func readLine(_ buffer: inout Data) -> String? {
    while buffer.range(of: Self.lineEnd) == nil {
      guard let more = readMore() else { return nil }
      buffer.append(more)
    }
    guard let range = buffer.range(of: Self.lineEnd) else { return nil }
    let line = String(data: buffer[buffer.startIndex..<range.lowerBound], encoding: .utf8)
    buffer = Data(buffer[range.upperBound...])
    return line
  }
}
