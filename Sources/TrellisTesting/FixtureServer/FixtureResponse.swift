import Foundation

/// A response a ``FixtureServer`` route sends: a status, headers, a body and any faults.
///
/// The server adds `Content-Length` (unless a fault says otherwise), `Connection: close` and
/// `Date`; a `Content-Type` given here wins over the builders' defaults.
public struct FixtureResponse: Sendable {
  /// The status code.
  public var status: Int

  /// The header fields, names as they will be sent.
  public var headers: [String: String]

  /// The body.
  public var body: Data

  /// The faults to inject, applied together (a delay and a truncation, say).
  public var faults: [FixtureFault]

  /// A response with these parts.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    faults: [FixtureFault] = []
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.faults = faults
  }

  /// A `text/plain; charset=utf-8` response.
  public static func text(
    _ text: String, status: Int = 200, headers: [String: String] = [:]
  ) -> FixtureResponse {
    FixtureResponse(
      status: status, headers: merged(["Content-Type": "text/plain; charset=utf-8"], headers),
      body: Data(text.utf8))
  }

  /// An `application/json` response whose body is `json`, as written.
  public static func json(
    _ json: String, status: Int = 200, headers: [String: String] = [:]
  ) -> FixtureResponse {
    FixtureResponse(
      status: status, headers: merged(["Content-Type": "application/json"], headers),
      body: Data(json.utf8))
  }

  /// An `application/json` response whose body is `value` encoded with `JSONEncoder`.
  public static func json<Value: Encodable>(
    encoding value: Value, status: Int = 200, headers: [String: String] = [:]
  ) throws -> FixtureResponse {
    do {
      let body = try JSONEncoder().encode(value)
      return FixtureResponse(
        status: status, headers: merged(["Content-Type": "application/json"], headers), body: body)
    } catch {
      throw FixtureServerError.encoding(String(describing: error))
    }
  }

  /// A response with this status, these headers and an empty body.
  public static func status(_ status: Int, headers: [String: String] = [:]) -> FixtureResponse {
    FixtureResponse(status: status, headers: headers)
  }

  /// This response with `fault` added.
  public func with(_ fault: FixtureFault) -> FixtureResponse {
    var copy = self
    copy.faults.append(fault)
    return copy
  }

  /// This response with the header `name` set to `value` (replacing one of any case).
  public func header(_ name: String, _ value: String) -> FixtureResponse {
    var copy = self
    copy.headers = Self.merged(copy.headers, [name: value])
    return copy
  }

  /// `base` with `overrides` applied, header names compared without case.
  static func merged(_ base: [String: String], _ overrides: [String: String]) -> [String: String] {
    var result = base
    for (name, value) in overrides {
      for key in result.keys where key.lowercased() == name.lowercased() {
        result[key] = nil
      }
      result[name] = value
    }
    return result
  }
}
