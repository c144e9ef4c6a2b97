import TrellisTerminal

/// Which plugin's code the main thread is running, and what that code is doing: the marker
/// the app sets around each call into a plugin (see ``MainThreadActivity``), which the
/// watchdog names when the main thread does not come back.
public struct PluginActivity: Sendable, Equatable, CustomStringConvertible {
  /// What the plugin's code is doing.
  public enum Kind: Sendable, Equatable {
    /// Its `register(in:)`.
    case registering
    /// Its `activate(in:)`.
    case activating
    /// A route's screen factory, with the screen's bindings (`route` is the route opened).
    case makingScreen(route: String)
    /// A key handler of its screen, for `key` (named as in a key script in the message).
    case keyHandler(key: KeyEvent)
    /// A mouse handler of its screen.
    case mouseHandler
    /// A paste handler of its screen.
    case pasteHandler
    /// Its screen's views drawing a frame.
    case drawing
    /// One of its commands (`title` is the command's title).
    case command(title: String)
    /// Work it scheduled on the main scheduler (a timer, a delivery).
    case scheduledWork
  }

  /// The plugin's id.
  public let pluginID: String
  /// What its code is doing.
  public let kind: Kind

  /// `pluginID`'s code doing `kind`.
  public init(pluginID: String, kind: Kind) {
    self.pluginID = pluginID
    self.kind = kind
  }

  /// What the code is doing, in words, without control characters: "in a key handler
  /// (enter)", "while registering".
  public var description: String {
    let text: String
    switch kind {
    case .registering: text = "while registering"
    case .activating: text = "while activating"
    case .makingScreen(let route): text = "while making the screen of route \(route)"
    case .keyHandler(let key): text = "in a key handler (\(KeyScript.name(of: key)))"
    case .mouseHandler: text = "in a mouse handler"
    case .pasteHandler: text = "in a paste handler"
    case .drawing: text = "while its screen draws"
    case .command(let title): text = "in its command \(title)"
    case .scheduledWork: text = "in work scheduled on the main thread"
    }
    return TextSanitizer.sanitize(text)
  }
}
