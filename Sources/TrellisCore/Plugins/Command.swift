import TrellisTerminal

/// An entry of the command palette: an id, a title, an optional key that runs it, and
/// what it does — open a route or run an action.
public struct Command {
  /// What a command does.
  public enum Action {
    /// Opens the route (a deep link, like `tasks/new`).
    case open(String)
    /// Runs the closure on the main thread; an error it throws is shown to the user.
    case run(@MainActor () throws -> Void)
    /// Opens the route the closure makes when the command runs (a deep link that depends
    /// on what the user is looking at); an error it throws is shown to the user.
    case openLink(@MainActor () throws -> String)
  }

  /// A unique id, conventionally `<plugin>.<name>`, like `tasks.new`.
  public let id: String
  /// The title in the palette, like "New task".
  public let title: String
  /// The key that runs the command from anywhere, as the plugin wrote it (like `ctrl-n`,
  /// `f5` or `alt-x`, read as ``KeyScript`` reads a key); nil for palette-only commands.
  /// Registration refuses a key that cannot be read, one of the shell's keys
  /// (``ShellKeys``) and a key another command has.
  public let key: String?
  /// The key read from ``key`` when the command was registered: the key the shell compares
  /// input with (`ctrl-N` and `ctrl-n` are the same key). Nil before registration and for
  /// palette-only commands.
  public internal(set) var keyEvent: KeyEvent?
  /// What the command does.
  public let action: Action
  /// The id of the plugin that registered the command; set when it is registered.
  public internal(set) var pluginID: String = ""

  /// A command that opens `route`.
  public init(id: String, title: String, key: String? = nil, route: String) {
    self.id = id
    self.title = title
    self.key = key
    self.action = .open(route)
  }

  /// A command that runs `action`.
  public init(
    id: String, title: String, key: String? = nil, action: @escaping @MainActor () throws -> Void
  ) {
    self.id = id
    self.title = title
    self.key = key
    self.action = .run(action)
  }

  /// A command that opens the route `link` makes when it runs, on the main thread.
  public static func link(
    id: String, title: String, key: String? = nil, _ link: @escaping @MainActor () throws -> String
  ) -> Command {
    Command(id: id, title: title, key: key, action: .openLink(link))
  }

  private init(id: String, title: String, key: String?, action: Action) {
    self.id = id
    self.title = title
    self.key = key
    self.action = action
  }

  /// The key as users see it in hints, the palette and the help: the registered key's
  /// canonical name (`ctrl-n` for `ctrl-N`), or ``key`` before registration.
  public var keyName: String? {
    keyEvent.map(KeyScript.name(of:)) ?? key
  }

  /// The route the command opens, if it always opens the same one.
  public var route: String? {
    if case .open(let route) = action { return route }
    return nil
  }
}
