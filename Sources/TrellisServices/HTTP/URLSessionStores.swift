import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Foundation's process-wide URL stores, made so that they leave no folder behind.
///
/// On Linux every `URLSessionConfiguration` (`.ephemeral` too) starts from `.default`,
/// which makes `HTTPCookieStorage.shared` and `URLCache.shared` the first time. Those create
/// folders as they are made: `$XDG_DATA_HOME/<the executable's folder name>` for cookies
/// (`~/.local/share/debug` for a debug build) and
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<process>` for the cache. `.ephemeral`
/// then makes that cache folder again for its own in-memory cache.
///
/// ``prepare()`` makes the shared stores once, with `XDG_DATA_HOME` and `XDG_CACHE_HOME`
/// pointed for that moment at `/dev/null`, where no folder can be made: the cookie store
/// then keeps its cookies in memory only and the cache has no disk. The variables are put
/// back at once. ``configuration(timeout:)`` starts from `.default` (never `.ephemeral`)
/// and turns the cookie, cache and credential stores off.
enum URLSessionStores {
  /// Makes the shared stores once, folder-free; later calls do nothing. Called when the
  /// first ``HTTPClient`` is made, which an app does as it starts, before its threads
  /// look at the environment.
  static func prepare() {
    _ = prepared
  }

  /// A configuration with no cookies, no URL cache and no credential store, whose requests
  /// give up after `timeout` seconds without data.
  static func configuration(timeout: TimeInterval) -> URLSessionConfiguration {
    prepare()
    let configuration = URLSessionConfiguration.default
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCredentialStorage = nil
    configuration.timeoutIntervalForRequest = timeout
    return configuration
  }

  /// The one-time preparation, run by the first reader.
  private static let prepared: Void = {
    #if os(Linux)
      withVariables(["XDG_DATA_HOME", "XDG_CACHE_HOME"], setTo: "/dev/null") {
        _ = HTTPCookieStorage.shared
        _ = URLCache.shared
        _ = URLCredentialStorage.shared
      }
    #endif
  }()

  /// Runs `body` with each variable of `names` set to `value`, then puts back what each
  /// was (or unsets it).
  private static func withVariables(_ names: [String], setTo value: String, _ body: () -> Void) {
    let saved = names.map { name in getenv(name).map { String(cString: $0) } }
    for name in names { setenv(name, value, 1) }
    body()
    for (name, old) in zip(names, saved) {
      if let old {
        setenv(name, old, 1)
      } else {
        unsetenv(name)
      }
    }
  }
}
