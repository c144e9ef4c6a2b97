import Foundation
import Trellis

/// Why a ``GitHubClient`` request failed, as a one-line message that says what to do.
///
/// Text that came from outside — GitHub's messages, names, the query — is stored already
/// sanitized (control characters made visible, cut short), so an error can go straight to
/// the status bar. No error ever holds the token: the client scrubs it out of GitHub's text,
/// and `HTTPError` carries no header values.
public enum GitHubError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// GitHub asked for credentials (401): the token sent is wrong, expired or revoked, or
  /// none was sent where one is needed.
  case unauthorized(tokenSent: Bool)

  /// GitHub refused the request (403) for a reason other than a rate limit; `message` is
  /// GitHub's own explanation, sanitized.
  case forbidden(message: String)

  /// The repository `fullName` (`owner/name`) does not exist, or the token cannot see it.
  case repositoryNotFound(fullName: String)

  /// GitHub has no user or organization `login` (the repositories of `@login` were asked
  /// for).
  case userNotFound(login: String)

  /// GitHub rejected the search query (422); `message` is GitHub's explanation with the
  /// details it listed, sanitized and short.
  case invalidQuery(message: String)

  /// The rate limit is used up: nothing was sent (or the retry did not help). `until` is
  /// when GitHub resets it, if known.
  case rateLimited(until: Date?)

  /// GitHub answered with a server error (5xx) even after a retry.
  case serverTrouble(status: Int)

  /// GitHub answered with another unexpected status; `message` is its explanation.
  case unexpectedStatus(code: Int, message: String)

  /// The request did not get through or the answer was cut off (see `HTTPError`).
  case network(HTTPError)

  /// GitHub's answer is not what was expected: not JSON, truncated, or of another shape;
  /// `reason` says what was wrong.
  case unreadableResponse(reason: String)

  /// An owner or repository name that cannot be a GitHub name (sanitized).
  case invalidName(String)

  /// A next-page link that points away from the configured API (`origin`): it was not
  /// followed, so the token was not sent there.
  case untrustedLink(origin: String)

  /// A one-line message saying what failed and what to do.
  public var description: String {
    message(timeZone: .current)
  }

  /// The same as `description`.
  public var errorDescription: String? {
    description
  }

  /// The message, with times shown in `timeZone`.
  public func message(timeZone: TimeZone) -> String {
    switch self {
    case .unauthorized(tokenSent: true):
      return "GitHub did not accept the token (wrong, expired or revoked): set a valid one as "
        + "the secret repos.githubToken or in GITHUB_TOKEN (see the README), or remove it."
    case .unauthorized(tokenSent: false):
      return "GitHub asks for a token for this: set one as the secret repos.githubToken or in "
        + "GITHUB_TOKEN (see the README)."
    case .forbidden(let message):
      return "GitHub refused the request\(Self.quoted(message)). Check that the token (the "
        + "secret repos.githubToken or GITHUB_TOKEN) may read this."
    case .repositoryNotFound(let fullName):
      return "GitHub has no repository \(HTTPRedaction.excerpt(fullName, limit: 160)) (or the "
        + "token cannot see it). Check the name."
    case .userNotFound(let login):
      return "GitHub has no user or organization named \(HTTPRedaction.excerpt(login, limit: 60))."
        + " Check the name, or type it without @ to search repositories."
    case .invalidQuery(let message):
      return "GitHub could not run this search\(Self.quoted(message)). Check the query and "
        + "its qualifiers."
    case .rateLimited(let until):
      guard let until else {
        return "GitHub's rate limit is used up; try again in a minute."
      }
      return "GitHub's rate limit is used up until "
        + "\(GitHubText.clock(until, timeZone: timeZone)); try again then."
    case .serverTrouble(let status):
      return "GitHub is having trouble (status \(status)); try again in a moment."
    case .unexpectedStatus(404, let message):
      return "GitHub answered 404\(Self.quoted(message)): check the API address in the setting "
        + "repos.githubBaseURL."
    case .unexpectedStatus(let code, let message):
      return "GitHub answered \(code)\(Self.quoted(message)); try again later."
    case .network(let error):
      return error.description
    case .unreadableResponse(let reason):
      return "GitHub's answer could not be read (\(HTTPRedaction.excerpt(reason, limit: 160))); "
        + "try again."
    case .invalidName(let name):
      return "\"\(HTTPRedaction.excerpt(name, limit: 60))\" is not a GitHub owner or repository "
        + "name; check it."
    case .untrustedLink(let origin):
      return "GitHub's next-page link points to \(HTTPRedaction.excerpt(origin, limit: 80)), "
        + "not the configured API; it was not followed. Search again."
    }
  }

  /// Whether trying the same request again may help: not when the query or a name must
  /// change first. (A token can change between tries: its secret file is read each time.)
  public var mayPassOnRetry: Bool {
    switch self {
    case .repositoryNotFound, .userNotFound, .invalidQuery, .invalidName:
      return false
    case .unauthorized, .forbidden, .rateLimited, .serverTrouble, .unexpectedStatus, .network,
      .unreadableResponse, .untrustedLink:
      return true
    }
  }

  /// `: message` (sanitized, without a closing full stop), or nothing for an empty message.
  private static func quoted(_ message: String) -> String {
    var text = HTTPRedaction.excerpt(message, limit: 160)
    while text.hasSuffix(".") { text.removeLast() }
    return text.isEmpty ? "" : ": \(text)"
  }
}
