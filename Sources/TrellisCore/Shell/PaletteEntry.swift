/// One line of the command palette: a route to open or a command to run.
public struct PaletteEntry {
  /// What the entry is, which decides its marker.
  public enum Kind: Hashable, Sendable {
    /// Opens a screen.
    case route
    /// Runs a plugin's command.
    case command
  }

  /// What choosing the entry does.
  public enum Action {
    /// Closes the palette and runs the closure.
    case run(() -> Void)
    /// Keeps the palette open with this text typed in (a route that needs parameters:
    /// `tasks/` is filled in, the user types the rest).
    case fill(String)
  }

  /// The name shown, like `Counters` or `New task`.
  public var title: String
  /// Shown dimmed after the title: the route pattern, or the plugin's name.
  public var detail: String
  /// Route or command.
  public var kind: Kind
  /// What choosing it does.
  public var action: Action

  /// An entry titled `title`.
  public init(title: String, detail: String = "", kind: Kind, action: Action) {
    self.title = title
    self.detail = detail
    self.kind = kind
    self.action = action
  }

  /// The text the query is matched against: the title, two spaces, the detail.
  public var searchText: String {
    detail.isEmpty ? title : title + "  " + detail
  }
}
