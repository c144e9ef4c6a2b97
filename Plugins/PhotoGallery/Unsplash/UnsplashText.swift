import Foundation
import Trellis

/// Makes the user's settings fit for an error message. (The API's text goes through
/// `HTTPRedaction.excerpt(_:limit:secrets:)` of TrellisServices; display fields of the
/// model through ``PhotoText``.)
enum UnsplashText {
  /// A URL the user configured, for a message: credentials (`user:password@`) removed,
  /// then as `HTTPRedaction.excerpt(_:limit:secrets:)` with a limit of 80 characters.
  static func shownURL(_ text: String) -> String {
    guard var components = URLComponents(string: text),
      components.user != nil || components.password != nil
    else { return HTTPRedaction.excerpt(text, limit: 80) }
    components.user = nil
    components.password = nil
    return HTTPRedaction.excerpt(components.string ?? "(an address with credentials)", limit: 80)
  }
}
