import Foundation
import Trellis

/// Why an ``UnsplashClient`` request failed, as a one-line message that says what to do.
///
/// Text that came from outside — the API's messages, a base URL from the settings — is
/// stored already sanitized and cut short, so an error can go straight to the status bar.
/// No error ever holds the access key: the client scrubs it out of the API's text, and
/// `HTTPError` carries no header values.
public enum UnsplashError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// No access key is configured: nothing was sent.
  case missingAccessKey

  /// The API refused the access key (401): it is wrong, revoked, or for another server.
  /// `message` is the API's explanation, sanitized.
  case unauthorized(message: String)

  /// The hourly rate limit is used up (403 or 429 with no requests left); `limit` is the
  /// hourly allowance, when the API said.
  case rateLimited(limit: Int?)

  /// The API refused the request (403) for a reason other than the rate limit; `message`
  /// is its explanation, sanitized.
  case forbidden(message: String)

  /// The API has nothing at `path` (404): usually a base URL that is not an
  /// Unsplash-compatible API.
  case notFound(path: String)

  /// The API has no photo with this id (404 for `GET /photos/{id}`); the id is
  /// sanitized.
  case noSuchPhoto(id: String)

  /// The API answered with a server error (5xx), even after a retry.
  case serverTrouble(status: Int)

  /// The API answered with another unexpected status; `message` is its explanation.
  case unexpectedStatus(code: Int, message: String)

  /// The answer is not what was expected: not JSON, cut off, or of another shape;
  /// `reason` says what was wrong.
  case unreadableResponse(reason: String)

  /// The configured base URL (the setting `photos.baseURL`) is not an http(s) address
  /// with a host; the text as configured, sanitized, without credentials.
  case badBaseURL(String)

  /// The settings could not be read (a secret file that is too open, a setting of the
  /// wrong type); `reason` is the settings' own message.
  case configuration(reason: String)

  /// An image host answered `status` instead of the picture.
  case imageUnavailable(status: Int)

  /// The request did not get through or the answer was cut off (see `HTTPError`).
  case network(HTTPError)

  /// A one-line message saying what failed and what to do.
  public var description: String {
    switch self {
    case .missingAccessKey:
      return "No Unsplash access key is set: put your application's access key in the "
        + "environment variable \(UnsplashConfiguration.accessKeyVariable) or the secret "
        + "photos.accessKey (a file secrets/photos.accessKey next to settings.json, mode "
        + "0600), then try again."
    case .unauthorized(let message):
      return "Unsplash did not accept the access key\(Self.quoted(message)). Check the key "
        + "in photos.accessKey or \(UnsplashConfiguration.accessKeyVariable) (it is the "
        + "Access Key of your application, not the Secret key)."
    case .rateLimited(let limit):
      let allowance = limit.map { " (\($0) requests an hour)" } ?? ""
      return "Unsplash's rate limit\(allowance) is used up; try again within the hour."
    case .forbidden(let message):
      return "Unsplash refused the request\(Self.quoted(message)); this is not the rate "
        + "limit. Check that the application behind the access key may use this endpoint."
    case .noSuchPhoto(let id):
      return "Unsplash has no photo \(HTTPRedaction.excerpt(id, limit: 80)); it may have been "
        + "removed. Open photos from the Photos tab."
    case .notFound(let path):
      return "Unsplash has nothing at \(HTTPRedaction.excerpt(path, limit: 80)). Check the "
        + "setting photos.baseURL: it must be an Unsplash-compatible API such as "
        + "\(UnsplashConfiguration.publicAPI.absoluteString)."
    case .serverTrouble(let status):
      return "Unsplash is having trouble (status \(status)); try again in a moment."
    case .unexpectedStatus(let code, let message):
      return "Unsplash answered \(code)\(Self.quoted(message)); try again later."
    case .unreadableResponse(let reason):
      return "Unsplash's answer could not be read (\(HTTPRedaction.excerpt(reason, limit: 160))). "
        + "Check that photos.baseURL points to an Unsplash-compatible API, then try again."
    case .badBaseURL(let text):
      return "The setting photos.baseURL (\"\(HTTPRedaction.excerpt(text, limit: 80))\") is "
        + "not an http(s) address; set it to \(UnsplashConfiguration.publicAPI.absoluteString) "
        + "or a compatible server."
    case .configuration(let reason):
      return "The photo settings could not be read: \(HTTPRedaction.excerpt(reason, limit: 240))"
    case .imageUnavailable(let status):
      return "The picture could not be loaded (the image host answered \(status)); try "
        + "again later."
    case .network(let error):
      return error.description
    }
  }

  /// The same as `description`.
  public var errorDescription: String? {
    description
  }

  /// Whether trying again later may help (server trouble, the network, the rate limit).
  public var isTransient: Bool {
    switch self {
    case .serverTrouble, .network, .rateLimited, .imageUnavailable: return true
    default: return false
    }
  }

  /// `: message` (sanitized), or nothing for an empty message.
  private static func quoted(_ message: String) -> String {
    let text = HTTPRedaction.excerpt(message, limit: 160)
    return text.isEmpty ? "" : ": \(text)"
  }
}
