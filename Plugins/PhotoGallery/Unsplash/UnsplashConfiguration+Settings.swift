import Foundation
import Trellis

extension UnsplashConfiguration {
  /// The settings section the photo plugin keeps its settings in.
  public static let settingsSection = "photos"

  /// The secret holding the access key, in ``settingsSection``.
  public static let accessKeySetting = "accessKey"

  /// The setting holding the API's base URL, in ``settingsSection``.
  public static let baseURLSetting = "baseURL"

  /// The environment variable read for the key when the secret is not set.
  public static let accessKeyVariable = "UNSPLASH_ACCESS_KEY"

  /// The configuration `settings` describe: the base URL from the setting
  /// `photos.baseURL` (default ``publicAPI``) and the key from the secret
  /// `photos.accessKey`, else the environment variable `UNSPLASH_ACCESS_KEY`.
  ///
  /// A missing key is not an error here: the client reports it when it is about to send.
  ///
  /// - Throws: ``UnsplashError/badBaseURL(_:)`` for a base URL that is not http(s) with a
  ///   host; ``UnsplashError/configuration(reason:)`` when the settings cannot be read
  ///   (a secret file that is too open, a value of the wrong type). No error holds the key.
  public static func load(from settings: PluginSettings) throws -> UnsplashConfiguration {
    let text: String
    let key: Secret?
    do {
      text = try settings.section.get(baseURLSetting, default: publicAPI.absoluteString)
      key = try settings.secret(accessKeySetting, fallbackVariables: [accessKeyVariable])
    } catch {
      throw UnsplashError.configuration(
        reason: HTTPRedaction.excerpt(String(describing: error), limit: 160))
    }
    return UnsplashConfiguration(baseURL: try baseURL(from: text), accessKey: key)
  }

  /// `text` as an API base URL: http or https, with a host, no credentials.
  ///
  /// - Throws: ``UnsplashError/badBaseURL(_:)`` otherwise.
  public static func baseURL(from text: String) throws -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
      url.user == nil, url.password == nil
    else { throw UnsplashError.badBaseURL(UnsplashText.shownURL(trimmed)) }
    return url
  }
}
