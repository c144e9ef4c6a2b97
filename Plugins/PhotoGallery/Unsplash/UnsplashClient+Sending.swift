import Foundation
import Trellis

extension UnsplashClient {
  /// The page at the URL `makeURL` builds from the base URL: reads the configuration,
  /// checks the key and the base URL (sending nothing when either is unusable), sends, and
  /// decodes.
  func request(
    query: String?, page: Int, perPage: Int, _ makeURL: @escaping (URL) -> URL?
  ) -> Single<PhotoPage> {
    fetch(makeURL) { response in
      try PhotoPage.decode(response, page: page, perPage: perPage, query: query)
    }
  }

  /// What `decode` reads from the answer to a `GET` of the URL `makeURL` builds from the
  /// base URL: reads the configuration, checks the key and the base URL (sending nothing
  /// when either is unusable), sends, and checks the status.
  func fetch<Value>(
    _ makeURL: @escaping (URL) -> URL?, decode: @escaping (HTTPResponse) throws -> Value
  ) -> Single<Value> {
    Single.deferred { [self] in
      let configuration = try currentConfiguration()
      let key = try Self.usableKey(configuration)
      guard Self.isUsableBase(configuration.baseURL), let url = makeURL(configuration.baseURL)
      else {
        throw UnsplashError.badBaseURL(
          UnsplashText.shownURL(configuration.baseURL.absoluteString))
      }
      return get(url, key: key).map { response in
        try Self.check(response, key: key)
        return try decode(response)
      }
    }
  }

  /// A `GET` of `url` with the API's header fields, retried once after ``retryDelay`` on
  /// 5xx; emits the final response whatever its status, or fails with
  /// ``UnsplashError/network(_:)``. Records the rate limit of every response.
  func get(_ url: URL, key: String) -> Single<HTTPResponse> {
    // The HTTP client neither retries nor judges the status: this client does both, so its
    // wait runs on `scheduler` and the API's answer is read before anything else happens.
    let request = HTTPRequest(
      url: url, headers: UnsplashEndpoint.headers(key: key), retryPolicy: .never,
      validatesStatus: false)
    return attempt(1, of: request)
  }

  /// Throws the ``UnsplashError`` for `response` unless it is a success; `key` is scrubbed
  /// out of the API's text.
  static func check(_ response: HTTPResponse, key: String) throws {
    guard !response.isSuccess else { return }
    throw UnsplashError.from(response, secrets: [key])
  }

  /// The configuration, with whatever reading it threw as an ``UnsplashError``.
  private func currentConfiguration() throws -> UnsplashConfiguration {
    do {
      return try configuration()
    } catch let error as UnsplashError {
      throw error
    } catch {
      throw UnsplashError.configuration(
        reason: HTTPRedaction.excerpt(String(describing: error), limit: 160))
    }
  }

  /// The key to send; throws ``UnsplashError/missingAccessKey`` without one, and
  /// ``UnsplashError/configuration(reason:)`` for one that cannot go in a header.
  private static func usableKey(_ configuration: UnsplashConfiguration) throws -> String {
    guard let key = configuration.trimmedKey else { throw UnsplashError.missingAccessKey }
    guard key.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      throw UnsplashError.configuration(
        reason: "the access key holds spaces, control or non-ASCII characters; check that "
          + "photos.accessKey or \(UnsplashConfiguration.accessKeyVariable) holds only the key")
    }
    return key
  }

  /// Whether `url` is an http(s) address with a host.
  private static func isUsableBase(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return false
    }
    return url.host?.isEmpty == false
  }

  /// Attempt `number` of `request`: sends it, records the rate limit, and on 5xx before
  /// the last attempt waits ``retryDelay`` on `scheduler` and sends it again.
  private func attempt(_ number: Int, of request: HTTPRequest) -> Single<HTTPResponse> {
    http.send(request)
      .catch { .error(UnsplashError.from($0)) }
      .flatMap { [self] response in
        if let rateLimit = PhotoRateLimit(response.rateLimit) { record(rateLimit) }
        guard (500..<600).contains(response.status), number < Self.maxAttempts else {
          return .just(response)
        }
        return Single<Int>.timer(retryDelay, scheduler: scheduler)
          .flatMap { [self] _ in attempt(number + 1, of: request) }
      }
  }
}
