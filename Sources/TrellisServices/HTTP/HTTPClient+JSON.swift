import Foundation
import TrellisRx

extension HTTPClient {
  /// Sends `request` (asking for JSON unless it or the configured headers set `Accept`) and
  /// decodes the body as `T`.
  ///
  /// Fails with ``HTTPError/wrongContentType(url:expected:received:)`` when the server says
  /// the body is not JSON, and with ``HTTPError/badJSON(url:path:reason:)`` — naming the
  /// place (`$.items[2].name`) and what was wrong — when it does not decode.
  public func json<T: Decodable>(
    _ type: T.Type = T.self, _ request: HTTPRequest, decoder: JSONDecoder = JSONDecoder()
  ) -> Single<T> {
    var request = configuration.applied(to: request)
    if !request.headers.contains("Accept") { request.headers["Accept"] = "application/json" }
    let sent = request
    return send(sent).map { response in
      try HTTPJSONDecoding.decode(type, from: response, request: sent, decoder: decoder)
    }
  }

  /// Gets `url` with `headers` and decodes the body as `T` (see ``json(_:_:decoder:)``).
  public func json<T: Decodable>(
    _ type: T.Type = T.self, from url: URL, headers: HTTPHeaders = [:],
    decoder: JSONDecoder = JSONDecoder()
  ) -> Single<T> {
    json(type, .get(url, headers: headers), decoder: decoder)
  }
}
