import Foundation
import Trellis

/// The plugin's settings, in the `repos` section (each can be set by an environment
/// variable too, like `TRELLIS_DEMO_REPOS_ROOTS='["~/src"]'`):
///
/// - `source`: `github` or `local`, the source the search starts on (remembered when the
///   user switches);
/// - `githubBaseURL`: GitHub's API (GitHub Enterprise's, or a test server's);
/// - `roots`: the folders searched for local repositories (default: the current folder,
///   and `~/src`, `~/code`, `~/projects` where they exist);
/// - `maxDepth`: how many folders down the local search looks (default 6);
/// - the secret `githubToken` (environment or secret file, falling back to `GITHUB_TOKEN`).
struct RepoSearchSettings {
  /// The plugin's own settings and secrets.
  let settings: PluginSettings
  let currentDirectory: String
  let home: String

  /// The source the search starts on.
  var source: RepoSearchSource {
    (try? settings.section.get("source", default: "github")).flatMap(
      RepoSearchSource.init(rawValue:))
      ?? .github
  }

  /// Remembers `source`, off the main thread; completes once saved.
  func save(_ source: RepoSearchSource) -> Completable {
    settings.section.saving("source", source.rawValue)
  }

  /// The GitHub configuration: the base URL and the token.
  func github() throws -> GitHubConfiguration {
    let text = try settings.section.get(
      "githubBaseURL", default: GitHubConfiguration.publicAPI.absoluteString)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host != nil
    else { throw RepoSearchError.badBaseURL(text) }
    let token = try settings.secret("githubToken", fallbackVariables: ["GITHUB_TOKEN"])
    return GitHubConfiguration(baseURL: url, token: token)
  }

  /// The folders to search, `~` and relative paths resolved; a setting that cannot be read
  /// throws, saying what was expected.
  func roots() throws -> [String] {
    let configured: [String]
    do {
      configured = try settings.section.get("roots", default: [String]())
    } catch {
      // One folder written as plain text (`…_REPOS_ROOTS=~/src`) is a list of one.
      guard let one = try? settings.section.get("roots", default: ""), !one.isEmpty,
        !one.hasPrefix("[")
      else { throw error }
      configured = [one]
    }
    if !configured.isEmpty {
      return configured.map(folder)
    }
    var roots = [currentDirectory]
    for name in ["src", "code", "projects"] {
      let folder = (home as NSString).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
      {
        roots.append(folder)
      }
    }
    return roots
  }

  /// `text` as a folder path: `~` is the home folder, a relative path is taken from the
  /// current folder.
  func folder(_ text: String) -> String {
    let expanded = AppDirectories.expandingHome(text, home: home)
    let absolute =
      expanded.hasPrefix("/")
      ? expanded : (currentDirectory as NSString).appendingPathComponent(expanded)
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  /// How many folders down the local search looks.
  var maxDepth: Int {
    max(0, min(32, (try? settings.section.get("maxDepth", default: 6)) ?? 6))
  }
}
