import Foundation

/// The plugin's routes, written out.
public enum RepoRoutes {
  /// The search: `repos/search`.
  public static let search = "repos/search"

  /// The search for `query` in `source`.
  public static func search(query: String, source: RepoSearchSource) -> String {
    "repos/search?q=\(queryValue(query))&source=\(source.rawValue)"
  }

  /// The local repository at `path`.
  public static func local(path: String) -> String {
    "repos/local?path=\(queryValue(path))"
  }

  /// The commit `id` of the repository at `path`.
  public static func commit(_ id: String, path: String) -> String {
    "repos/local/commit?path=\(queryValue(path))&id=\(queryValue(id))"
  }

  /// A new task titled `title` (the task list's route: the plugin never imports it).
  public static func newTask(title: String) -> String {
    "tasks/new?title=\(queryValue(title))"
  }

  /// `text` percent-encoded for one path segment.
  static func segment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// `text` percent-encoded for a query value (`+`, `&`, `=` and `%` included).
  static func queryValue(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
}
